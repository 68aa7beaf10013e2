import type { Page } from "@playwright/test";
import { ROUTES, expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { loadProjectsSync } from "../app/lib/content/projects.server";

const projects = loadProjectsSync("en");

/** Everything a keyboard user should reach, in DOM order, as the page stands. */
async function focusables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return (r.width > 0 || r.height > 0) && s.visibility !== "hidden" && !el.closest("[inert], [hidden], dialog:not([open])");
    };
    return [...document.querySelectorAll(selector)]
      .filter((el) => visible(el) || el.matches(".sr-only, :focus"))
      .map((el, i) => {
        (el as HTMLElement).dataset.walk = String(i);
        return String(i);
      });
  });
}

/** Presses Tab and reports which element has focus and whether its focus is visible. */
async function tab(page: Page) {
  await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { id: null, visible: false, name: "body" };
    const s = getComputedStyle(el);
    const outlined = s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) > 0;
    const ringed = s.boxShadow !== "none";
    // A focus ring drawn by a wrapper (focus-within) counts too.
    const wrapper = el.closest("form, label, div");
    const ws = wrapper ? getComputedStyle(wrapper) : null;
    const wrapped = !!ws && ws.outlineStyle !== "none" && Number.parseFloat(ws.outlineWidth) > 0;
    return {
      id: el.dataset.walk ?? null,
      visible: outlined || ringed || wrapped,
      name: `${el.tagName.toLowerCase()} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? ""}`,
    };
  });
}

test.describe("keyboard only", () => {
  for (const route of ROUTES) {
    test(`${route.path}: Tab reaches every control in order, each with a visible focus`, async ({ page }) => {
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      const expected = await focusables(page);
      expect(expected.length).toBeGreaterThan(10);
      const seen: string[] = [];
      for (let i = 0; i < expected.length; i++) {
        const focus = await tab(page);
        expect(focus.visible, `focus ring on ${focus.name}`).toBe(true);
        if (focus.id !== null) seen.push(focus.id);
      }
      expect(seen).toEqual(expected);
    });
  }

  test("skip link, theme toggle, explorer and terminal work without a mouse", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();

    // The explorer section and the theme toggle, by keyboard.
    const explorer = page.getByRole("button", { name: "Explorer" });
    await explorer.focus();
    await page.keyboard.press("Enter");
    await expect(explorer).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(explorer).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: /^Theme: dark/ }).first().focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: /^Theme: system/ }).first()).toBeFocused();

    // The hero's Terminal button moves focus into the terminal; commands run from the keyboard.
    await page.getByRole("link", { name: "Terminal", exact: true }).focus();
    await page.keyboard.press("Enter");
    const input = page.getByRole("textbox", { name: "Terminal command" });
    await expect(input).toBeFocused();
    await page.keyboard.type("hel");
    await page.keyboard.press("Tab");
    await expect(input).toHaveValue("help");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("log", { name: "Terminal output" })).toContainText("railway");
    await page.keyboard.press("ArrowUp");
    await expect(input).toHaveValue("help");
  });

  test("portfolio filters and the journey stepper work from the keyboard", async ({ page }) => {
    await page.goto("/portfolio");
    await page.waitForLoadState("networkidle");
    // The chip of the first project's category (Railway in the samples).
    const category = page.getByRole("button", { name: new RegExp(`^${projects[0]!.category.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`) });
    await category.focus();
    await page.keyboard.press("Enter");
    await expect(category).toHaveAttribute("aria-pressed", "true");

    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    const next = page.getByRole("button", { name: /^Next/ });
    await next.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  });
});

test.describe("375 px layout", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  // In the dark theme: what the narrow layout changes (targets, what shows, what overlaps) is the
  // same in both; the light theme's colours are swept at 1440 px in e2e/shell.spec.ts, and every
  // pair of colour tokens is held to its contrast in app/theme-contrast.test.ts.
  test("axe: the six routes at 375 px", async ({ page }) => {
    test.setTimeout(90_000);
    await useStoredTheme(page, "dark");
    for (const route of ROUTES) {
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      await test.step(route.path, () => expectNoAxeViolations(page));
    }
  });

  test("every control is at least 44 px tall to touch", async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      const small = await page.evaluate(() =>
        [...document.querySelectorAll("main button, main input, main textarea, header button, nav a, main a[class*='inline-flex']")]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.height < 44 && !el.closest(".sr-only");
          })
          .map((el) => `${el.tagName} ${el.textContent?.trim().slice(0, 30)} ${Math.round(el.getBoundingClientRect().height)}px`),
      );
      expect(small, route.path).toEqual([]);
    }
  });
});
