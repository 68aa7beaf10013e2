// Relative imports: scripts/postbuild.ts runs this at build time, outside the app's aliases.
import { services } from "../content/services";
import { site } from "../content/site";
import { skillCategories } from "../content/skills";

/**
 * JSON-LD for search engines, written into each page's <head> at build time (postbuild), so
 * the content it lists never ships to the browser as JavaScript: the owner as a Person (with what they know) and their
 * consulting as a ProfessionalService offering the services of the Services page.
 */
export function structuredData() {
  const address = { "@type": "PostalAddress", addressLocality: site.city, addressCountry: site.countryCode };
  const person = {
    "@type": "Person",
    "@id": `${site.siteUrl}/#person`,
    name: site.ownerName,
    jobTitle: site.role,
    description: site.tagline,
    email: `mailto:${site.email}`,
    telephone: site.phone,
    url: `${site.siteUrl}/`,
    address,
    sameAs: [site.github, site.linkedin, site.marketplaceUrl],
    knowsAbout: skillCategories.flatMap((c) => c.skills),
  };
  const service = {
    "@type": "ProfessionalService",
    "@id": `${site.siteUrl}/#service`,
    name: site.productName,
    url: `${site.siteUrl}/services`,
    description: site.tagline,
    email: site.email,
    telephone: site.phone,
    areaServed: "Worldwide",
    address,
    founder: { "@id": person["@id"] },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Services",
      itemListElement: services.map((s) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: s.title, description: s.description },
      })),
    },
  };
  return { "@context": "https://schema.org", "@graph": [person, service] };
}

/** Serialised for a <script type="application/ld+json">: `<` escaped so no text can end the tag. */
export function structuredDataJson(): string {
  return JSON.stringify(structuredData()).replace(/</g, "\\u003c");
}
