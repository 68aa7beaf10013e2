import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROUTES, expect, test } from "./fixtures";
import { services } from "../app/lib/content/services";
import { site } from "../app/lib/content/site";

const SITE = site.siteUrl;
const CLIENT = join(process.env.BUILD_DIR || "build", "client");

function attr(html: string, re: RegExp): string | undefined {
  return html.match(re)?.[1];
}

test.describe("discoverability", () => {
  for (const route of ROUTES) {
    test(`${route.path} carries complete metadata`, async ({ request }) => {
      const html = await (await request.get(route.path)).text();
      const title = attr(html, /<title>([^<]+)<\/title>/);
      const description = attr(html, /<meta name="description" content="([^"]+)"/);
      expect(title?.length).toBeGreaterThan(10);
      expect(description?.length).toBeGreaterThan(50);
      const url = `${SITE}${route.path}`;
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(url);
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(url);
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
      expect(attr(html, /<meta property="og:description" content="([^"]+)"/)).toBe(description);
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
      expect(attr(html, /<meta name="twitter:title" content="([^"]+)"/)).toBe(title);

      // The share card exists, is a PNG and is 1200 × 630.
      const image = attr(html, /<meta property="og:image" content="([^"]+)"/);
      expect(image).toMatch(new RegExp(`^${SITE}/og/[a-z]+\\.png$`));
      expect(attr(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(image);
      const png = await (await request.get(new URL(image!).pathname)).body();
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

      // JSON-LD parses and names the person on every page; the page that shows the skills
      // (About) and the services (Services) describes them in full.
      const jsonLd = attr(html, /<script type="application\/ld\+json">([^<]+)<\/script>/);
      const data = JSON.parse(jsonLd!) as { "@context": string; "@graph": Array<Record<string, unknown>> };
      expect(data["@context"]).toBe("https://schema.org");
      const person = data["@graph"].find((n) => n["@type"] === "Person");
      const service = data["@graph"].find((n) => n["@type"] === "ProfessionalService");
      expect(person?.name).toBe(site.ownerName);
      if (route.path === "/about") expect((person?.knowsAbout as string[]).length).toBeGreaterThan(0);
      else expect(person?.knowsAbout).toBeUndefined();
      if (route.path === "/services") {
        const offers = (service?.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement;
        expect(offers).toHaveLength(services.length);
      }
      if (route.path === "/") expect(service?.name).toBe(site.productName);

      // The icon is in the page (no request before the first paint); the PNG fallback and
      // the touch icon are files. The manifest is linked once the page has hydrated.
      expect(html).toContain('rel="icon" href="data:image/svg+xml,%3Csvg');
      expect(html).toContain('rel="icon" href="/icon-32.png"');
      expect(html).toContain('rel="apple-touch-icon" href="/icon-180.png"');
      expect(html).not.toContain('rel="manifest"');
    });
  }

  test("sitemap lists every route and robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // The routes first, then the lab, the blog's pages (e2e/blog-post.spec.ts checks those), then
    // the Swedish site (e2e/sv.spec.ts).
    expect(locs.slice(0, ROUTES.length)).toEqual(ROUTES.map((r) => `${SITE}${r.path}`));
    const rest = locs.slice(ROUTES.length).map((l) => l!.slice(SITE.length));
    expect(rest.filter((p) => !p.startsWith("/sv")).every((p) => p === "/lab" || p.startsWith("/blog/") || p.startsWith("/portfolio/")), rest.join(" ")).toBe(true);
    const swedish = rest.findIndex((p) => p === "/sv" || p.startsWith("/sv/"));
    expect(swedish).toBeGreaterThan(0);
    expect(rest.slice(swedish).every((p) => p === "/sv" || p.startsWith("/sv/"))).toBe(true);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test("every sitemap address is a page served directly: 200, no redirect, its own canonical", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThan(ROUTES.length);
    for (const loc of locs) {
      const path = loc.slice(SITE.length);
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(attr(await res.text(), /<link rel="canonical" href="([^"]+)"/), path).toBe(loc);
      // A file of its own, as GitHub Pages, Netlify and Cloudflare Pages serve without a redirect.
      expect(existsSync(join(CLIENT, path === "/" ? "index.html" : `${path}.html`)), path).toBe(true);
      if (path !== "/") {
        for (const other of [`${path}/`, `${path}.html`]) {
          const moved = await request.get(other, { maxRedirects: 0 });
          expect(moved.status(), other).toBe(301);
          expect(moved.headers()["location"], other).toBe(path);
        }
      }
    }
  });

  test("the web manifest is linked once the page has hydrated", async ({ page }) => {
    await page.goto("/about");
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('head link[rel="manifest"]')).toHaveCount(1);
  });

  test("the web manifest and its icons are served", async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest.name).toContain(site.ownerName);
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });
});
