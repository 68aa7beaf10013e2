import axe from "axe-core";
import { test as base, expect, type Page } from "@playwright/test";
import { site } from "../app/lib/content/site";

/** Console errors and uncaught exceptions seen by a test, and the ones it expects. */
export class ConsoleGuard {
  readonly errors: string[] = [];
  private readonly allowed: RegExp[] = [];

  /** Lets a test expect a console error (the 404 log, an intercepted failing request). */
  allow(...patterns: RegExp[]) {
    this.allowed.push(...patterns);
  }

  unexpected(): string[] {
    return this.errors.filter((e) => !this.allowed.some((re) => re.test(e)));
  }
}

/**
 * Every browser test fails on a console error or an uncaught exception it did not expect on its
 * page, so hydration mismatches and CSP violations cannot slip through. The guard rides on the
 * `page` fixture rather than on every test: a test that only makes requests opens no page (a
 * context and a page cost about a CPU second on our 2-core machines).
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  consoleGuard: async ({}, provide) => {
    await provide(new ConsoleGuard());
  },
  page: async ({ page, consoleGuard }, provide) => {
    page.on("console", (msg) => {
      if (msg.type() === "error") consoleGuard.errors.push(msg.text());
    });
    page.on("pageerror", (err) => consoleGuard.errors.push(String(err)));
    await provide(page);
    expect(consoleGuard.unexpected(), "unexpected console errors").toEqual([]);
  },
});

export { expect };

export const ROUTES = [
  { path: "/", file: "index.js" },
  { path: "/about", file: "about.js" },
  { path: "/portfolio", file: "portfolio.json" },
  { path: "/blog", file: "blog.md" },
  { path: "/services", file: "services.ts" },
  { path: "/contact", file: "contact.json" },
] as const;

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Zero axe violations (WCAG 2.2 AA tags) on the page as it is now. axe-core runs in the page
 * itself, not through @axe-core/playwright: that wrapper evaluates axe's 550 KB source twice a
 * check (≈ 0.3 s each on our 2-core machines), where once a page is enough, and the site has no
 * iframes for its frame handling to reach.
 */
export async function expectNoAxeViolations(page: Page) {
  // On a page at rest: a smooth scroll (focus given back to the reader's opener, a jump) moves
  // content under the sticky tab bar for a few hundred ms, and axe's target-size rule then finds
  // links "partially obscured" (seen on the Swedish blog after its reader closed).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  // Only violations are aggregated in full (passes and incomplete keep one node a rule): the
  // same violations, a third less time a check.
  const violations = await page.evaluate(
    async (tags) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const results = await inPage.run(document, { resultTypes: ["violations"], runOnly: { type: "tag", values: tags } });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`),
      }));
    },
    WCAG_TAGS,
  );
  expect(violations).toEqual([]);
}

/**
 * Waits until React has hydrated the page (the tab bar's palette button, on every page, has its
 * handlers). The scripts start after the first paint, so `load` can come first; tests of what
 * only JavaScript does (client-side navigation) wait for this, as a visitor's click would.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("button[aria-keyshortcuts]");
    return button !== null && Object.keys(button).some((k) => k.startsWith("__reactProps"));
  });
}

/** The colour scheme the page is drawn in, as the browser computes it: the theme a visitor sees. */
export const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

/** The theme's storage key, as app/editor/theme.ts builds it from the site config. */
export const THEME_KEY = `${site.productSlug}-theme`;

/** Sets the stored theme before any page script runs. */
export async function useStoredTheme(page: Page, theme: "light" | "dark" | "system") {
  await page.addInitScript(([key, t]) => localStorage.setItem(key, t), [THEME_KEY, theme] as const);
}
