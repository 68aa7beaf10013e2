import type { APIRequestContext } from "@playwright/test";
import { postPath } from "../app/lib/content/blog-post";
import { formResults } from "../app/lib/content/form-results";
import { loadAllPostsSync } from "../app/lib/content/posts.server";
import { loadOwnerData } from "../app/lib/content/data.server";
import { site } from "../app/lib/content/site";
import { INVITATIONS } from "../app/lib/i18n/invitations";
import { colorScheme, expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
import { escapeRegExp, expectNone, wordsOf } from "./locales";

const SV = INVITATIONS.sv;
const EN = INVITATIONS.en;
const sv = wordsOf("sv");

/**
 * The languages side by side (issue 36; one spec for both since issue 57, the pages' own tests
 * run in each language): every Swedish page says it is Swedish and shows none of the
 * English interface, the language control leads to the same page in the other language with and
 * without JavaScript, the hreflang pairs are reciprocal, and an unknown /sv/… is the Swedish 404.
 */

/**
 * The specification's English interface strings (and the chrome's), none of which may show on a
 * Swedish page outside a passage marked `lang="en"` (an English post's title, a quoted testimonial).
 */
const ENGLISH_INTERFACE = [
  "Connected",
  "AI Ready",
  "Skip to content",
  "View Projects",
  "Read Full Article",
  "Read More",
  "Coming Soon",
  "Stay Updated",
  "Search posts",
  "Start Project",
  "View Services",
  "Schedule Consultation",
  "View Portfolio",
  "Hire on Fiverr",
  "Return to Home",
  "Oops! Page not found",
  "Message Sent",
  "Subscription failed",
  "Thanks for subscribing",
  "Failed to send message",
  "Development Process",
  "Client Testimonials",
  "Quick Connect",
  "Response Time",
  "Total Views",
  "Featured Article",
  "Send Message",
  "Download CV",
  "Command palette",
  "Open files",
  "Theme:",
  "min read",
  "Back to contact",
  "Try again",
].map((phrase) => new RegExp(escapeRegExp(phrase)));

/** A sitemap's addresses, as paths of the server under test. */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** What a page's head declares: hreflang → path. */
function alternatesOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [m[1]!, new URL(m[2]!).pathname]),
  );
}

async function swedishPages(request: APIRequestContext): Promise<string[]> {
  const fromSitemap = (await sitemapPaths(request)).filter((p) => p === "/sv" || p.startsWith("/sv/"));
  return [...fromSitemap, ...formResults.map((r) => `/sv${r.path}`), "/sv/finns-inte"];
}

/** One page of each route: `/sv/blog/x` and `/sv/blog/y` are one template with other words. */
function onePerRoute(paths: string[]): string[] {
  const route = (path: string) => (path.split("/").length > 3 ? `${path.slice(0, path.lastIndexOf("/"))}/*` : path);
  return paths.filter((path, i) => paths.findIndex((p) => route(p) === route(path)) === i);
}

test.describe("every Swedish page", () => {
  // Every page is checked for its language: a word left in English can be on any one. Axe runs
  // on one page of each route, the pages of a route being one template with other words, and on
  // every case study, whose figures and tables are each its own (issue 57: axe on all 34 Swedish
  // pages was the suite's longest test, 90 s). In the dark theme only: the words do not change
  // the colours, and each template is swept in the light theme in its own spec, in one language.
  test("is in Swedish (lang, title and no English interface string), and one page of each route passes axe in the dark theme", async ({
    page,
    request,
    consoleGuard,
  }) => {
    test.setTimeout(180_000);
    consoleGuard.allow(/404 Error: User attempted to access non-existent route/, /status of 404/);
    await useStoredTheme(page, "dark");
    const paths = await swedishPages(request);
    const swept = new Set([...onePerRoute(paths), ...paths.filter((p) => p.startsWith("/sv/portfolio/"))]);
    for (const path of paths) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "sv");
      await expectNone(page.locator("body"), ENGLISH_INTERFACE, path);
      if (swept.has(path)) await test.step(path, () => expectNoAxeViolations(page));
    }
  });
});

test.describe("alternates", () => {
  test("every sitemap page's hreflang links are reciprocal, self-referencing, and answer 200", async ({ request }) => {
    test.setTimeout(120_000);
    const paths = await sitemapPaths(request);
    expect(paths.some((p) => p.startsWith("/sv"))).toBe(true);
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const alternates = alternatesOf(await res.text());
      const languages = Object.keys(alternates).filter((l) => l !== "x-default");
      if (languages.length === 0) continue; // a post in one language lists none
      expect(Object.values(alternates), `${path} lists itself`).toContain(path);
      expect(alternates["x-default"], path).toBe(alternates.en);
      for (const lang of languages) {
        const other = await request.get(alternates[lang]!);
        expect(other.status(), alternates[lang]).toBe(200);
        const html = await other.text();
        expect(alternatesOf(html), `${alternates[lang]} answers ${path}`).toEqual(alternates);
        expect(html, alternates[lang]).toContain(`<html lang="${lang}"`);
      }
    }
  });

  test("the sitemap carries the same alternates as the pages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const entry = /<url><loc>[^<]*\/sv\/services<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? "";
    expect(entry).toContain(`hreflang="en" href="${site.siteUrl}/services"`);
    expect(entry).toContain(`hreflang="sv" href="${site.siteUrl}/sv/services"`);
    expect(entry).toContain(`hreflang="x-default" href="${site.siteUrl}/services"`);
  });
});

test.describe("the language control", () => {
  /** Where the control should lead from a page: its alternate in the other language, else that language's blog. */
  async function expected(request: APIRequestContext, path: string): Promise<string> {
    const other = path === "/sv" || path.startsWith("/sv/") ? "en" : "sv";
    return alternatesOf(await (await request.get(path)).text())[other] ?? (other === "sv" ? "/sv/blog" : "/blog");
  }

  test("leads every page to the same page in the other language, without JavaScript", async ({ browser, request }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of await sitemapPaths(request)) {
      await page.goto(path);
      const swedish = path === "/sv" || path.startsWith("/sv/");
      const control = page.getByRole("contentinfo").getByRole("link", { name: swedish ? EN.switchTo : SV.switchTo });
      await expect(control, path).toHaveAttribute("href", await expected(request, path));
    }
    await page.goto("/services");
    await page.getByRole("link", { name: SV.switchTo }).click();
    await expect(page).toHaveURL(/\/sv\/services$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await context.close();
  });

  test("switches in the app, keeping the theme, and back", async ({ page }) => {
    await useStoredTheme(page, "light");
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("link", { name: SV.switchTo }).click();
    await expect(page).toHaveURL(/\/sv\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect.poll(() => colorScheme(page)).toBe("light");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(loadOwnerData("sv").pageTexts["/about"]!.heading);
    await page.getByRole("link", { name: EN.switchTo }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(loadOwnerData("en").pageTexts["/about"]!.heading);
  });

  test("leads a post without a translation to the other language's blog, and a translated one to its translation", async ({ page }) => {
    const english = loadAllPostsSync().filter((p) => p.status === "Published" && p.lang === "en");
    const untranslated = english.find((p) => !p.translations?.sv)!;
    await page.goto(postPath(untranslated.slug));
    await expect(page.getByRole("link", { name: SV.switchTo })).toHaveAttribute("href", "/sv/blog");
    const translated = english.find((p) => p.translations?.sv);
    test.skip(!translated, "no English post has a Swedish translation");
    await page.goto(postPath(translated!.slug));
    await expect(page.getByRole("link", { name: SV.switchTo })).toHaveAttribute("href", postPath(translated!.translations!.sv!, "sv"));
  });
});

test.describe("the offer of Swedish", () => {
  test.use({ locale: "sv-SE" });

  test("shows once to a browser that prefers Swedish, never redirects, and remembers the answer", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/contact$/);
    const offer = page.getByRole("region", { name: SV.offer });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: SV.offerDismiss }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: SV.offer })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `${site.productSlug}-language`)).toBe("dismissed");
  });

  test("leads to the same page in Swedish", async ({ page }) => {
    await page.goto("/portfolio");
    await page.getByRole("region", { name: SV.offer }).getByRole("link", { name: SV.offerYes }).click();
    await expect(page).toHaveURL(/\/sv\/portfolio$/);
    await expect(page.getByRole("region", { name: SV.offer })).toHaveCount(0);
  });
});

test.describe("not found", () => {
  test("an unknown /sv/ address is the Swedish 404, with status 404", async ({ page, request, consoleGuard }) => {
    consoleGuard.allow(/404 Error: User attempted to access non-existent route/, /status of 404/);
    const res = await request.get("/sv/finns-inte/alls");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('<html lang="sv"');
    await page.goto("/sv/finns-inte");
    await expect(page.getByText(sv("chrome_not_found_heading"))).toBeVisible();
    await expect(page.getByRole("link", { name: sv("chrome_not_found_home") })).toHaveAttribute("href", "/sv");
    // The English 404 links the Swedish home, for hosts with one 404.html for every address.
    await page.goto("/no-such-page");
    await expect(page.getByRole("link", { name: SV.home })).toHaveAttribute("href", "/sv");
  });
});
