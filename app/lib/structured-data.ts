// Relative imports: scripts/build/postbuild.ts runs this at build time, outside the app's aliases.
import type { PostPage } from "./content/blog-post";
import { postLang, postPath, postShareImagePath } from "./content/blog-post";
import { type CaseStudy, caseStudyPath, caseStudyShareImagePath } from "./content/project";
import * as englishServices from "./content/services";
import { site } from "./content/site";
import * as englishSkills from "./content/skills";
import * as swedishServices from "./content/sv/services";
import { site as swedishSite } from "./content/sv/site";
import * as swedishSkills from "./content/sv/skills";
import { type Locale, localizePath } from "./i18n/locale";

const CONTENT = {
  en: { services: englishServices.services, skills: englishSkills.skillCategories, site, catalogue: "Services" },
  sv: { services: swedishServices.services, skills: swedishSkills.skillCategories, site: swedishSite, catalogue: "Tjänster" },
} as const;

/**
 * JSON-LD for search engines, written into each page's <head> at build time (postbuild), so
 * the content it lists never ships to the browser as JavaScript. Every page names the owner as
 * a Person (in full on home, about and contact); the page that shows a thing describes it in
 * full: the About page what they know
 * (`knowsAbout`, its skills), the Services page the consulting's offer catalogue, the home page
 * the consulting itself, a post page its BlogPosting, a case study its CreativeWork. Repeating the whole graph on every page
 * cost each page ≈ 1 KB of its first round trip (docs/decisions.md).
 *
 * @param page the page's address without its language prefix ("/", "/about", "/blog/…")
 */
export function structuredData(post?: PostPageFields, locale: Locale = "en", page = "/", study?: CaseStudyFields) {
  const { services, skills: skillCategories, site: text, catalogue } = CONTENT[locale];
  const address = { "@type": "PostalAddress", addressLocality: site.city, addressCountry: site.countryCode };
  // The whole identity where a visitor looks for the person (home, about, contact); elsewhere
  // the node that names them, which a crawler joins to the whole by its @id.
  const whole = page === "/" || page === "/about" || page === "/contact";
  const person = {
    "@type": "Person",
    "@id": `${site.siteUrl}/#person`,
    name: site.ownerName,
    jobTitle: text.role,
    url: `${site.siteUrl}/`,
    ...(whole
      ? {
          description: text.tagline,
          email: `mailto:${site.email}`,
          telephone: site.phone,
          address,
          sameAs: [site.github, site.linkedin, site.marketplaceUrl],
        }
      : {}),
    ...(page === "/about" ? { knowsAbout: skillCategories.flatMap((c) => c.skills) } : {}),
  };
  const service = {
    "@type": "ProfessionalService",
    "@id": `${site.siteUrl}/#service`,
    name: site.productName,
    url: `${site.siteUrl}${localizePath("/services", locale)}`,
    description: text.tagline,
    inLanguage: locale,
    email: site.email,
    telephone: site.phone,
    areaServed: "Worldwide",
    address,
    founder: { "@id": person["@id"] },
    ...(page === "/services"
      ? {
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: catalogue,
            itemListElement: services.map((s) => ({
              "@type": "Offer",
              itemOffered: { "@type": "Service", name: s.title, description: s.description },
            })),
          },
        }
      : {}),
  };
  const graph: object[] = [person];
  if (page === "/" || page === "/services") graph.push(service);
  if (post) graph.push(blogPosting(post, person["@id"]));
  if (study) graph.push(creativeWork(study, person["@id"]));
  return { "@context": "https://schema.org", "@graph": graph };
}

type PostPageFields = Pick<PostPage, "slug" | "title" | "excerpt" | "date" | "tags" | "lang">;

/** A post page's article, written by the site's Person. */
export function blogPosting(post: PostPageFields, personId = `${site.siteUrl}/#person`) {
  const lang = postLang(post);
  const url = `${site.siteUrl}${postPath(post.slug, lang)}`;
  return {
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    author: { "@type": "Person", "@id": personId, name: site.ownerName, url: `${site.siteUrl}/` },
    keywords: post.tags.join(", "),
    url,
    mainEntityOfPage: url,
    image: `${site.siteUrl}${postShareImagePath(post.slug)}`,
    inLanguage: lang,
  };
}

type CaseStudyFields = Pick<CaseStudy, "slug" | "title" | "summary" | "tech" | "lang" | "github">;

/** A case study's page (issue 49): the project as a CreativeWork by the site's Person. */
export function creativeWork(study: CaseStudyFields, personId = `${site.siteUrl}/#person`) {
  const url = `${site.siteUrl}${caseStudyPath(study.slug, study.lang)}`;
  return {
    "@type": "CreativeWork",
    "@id": `${url}#work`,
    name: study.title,
    description: study.summary,
    author: { "@type": "Person", "@id": personId, name: site.ownerName, url: `${site.siteUrl}/` },
    keywords: study.tech.join(", "),
    url,
    mainEntityOfPage: url,
    image: `${site.siteUrl}${caseStudyShareImagePath(study.slug, study.lang)}`,
    inLanguage: study.lang,
    sameAs: study.github,
  };
}

/** Serialised for a <script type="application/ld+json">: `<` escaped so no text can end the tag. */
export function structuredDataJson(post?: PostPageFields, locale: Locale = "en", page = "/", study?: CaseStudyFields): string {
  return JSON.stringify(structuredData(post, locale, page, study)).replace(/</g, "\\u003c");
}
