import type { Page } from "@playwright/test";
import { journey } from "../app/lib/content/journey";
import { site } from "../app/lib/content/site";
import { readPdf } from "../scripts/build/cv/read-pdf";
import { loadPostsSync } from "../app/lib/content/posts.server";
import { ROUTES, expect, test, useStoredTheme } from "./fixtures";

/** The editor chrome that must not reach paper. */
function chrome(page: Page) {
  return {
    explorer: page.getByRole("navigation", { name: "Explorer" }),
    tabs: page.getByRole("navigation", { name: "Open files" }),
    breadcrumbs: page.getByText("›").first(),
    statusBar: page.getByRole("contentinfo"),
    themeToggles: page.getByRole("button", { name: /^Theme:/ }),
    skipLink: page.getByRole("link", { name: "Skip to content" }),
  };
}

for (const theme of ["dark", "light"] as const) {
  for (const route of ROUTES) {
    test(`${route.path} prints without the editor chrome, black on white (${theme} theme)`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await page.goto(route.path);
      const c = chrome(page);
      // On screen the chrome is there (the test would otherwise prove nothing)...
      await expect(c.tabs).toBeVisible();
      await expect(c.statusBar).toBeVisible();
      await expect(c.breadcrumbs).toBeVisible();

      await page.emulateMedia({ media: "print" });
      // ...on paper it is not.
      for (const [name, locator] of Object.entries(c)) {
        for (const el of await locator.all()) await expect(el, name).toBeHidden();
      }
      await expect(page.getByRole("main")).toBeVisible();
      const colours = await page.evaluate(() => ({
        body: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector("main h1")!).color,
        animated: [...document.querySelectorAll("*")].filter((el) => getComputedStyle(el).animationName !== "none").length,
      }));
      expect(colours).toEqual({ body: "rgb(255, 255, 255)", text: "rgb(0, 0, 0)", animated: 0 });
    });
  }
}

test("the home page prints without the terminal input", async ({ page }) => {
  await page.goto("/");
  const input = page.getByRole("textbox", { name: "Terminal command" });
  await expect(input).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(input).toBeHidden();
});

test("printed links show their address after the text", async ({ page }) => {
  await page.goto("/contact");
  const github = page.getByRole("main").locator(`a[href="${site.github}"]`).first();
  const after = () => github.evaluate((a) => getComputedStyle(a, "::after").content);
  expect(await after()).toBe("none");
  await page.emulateMedia({ media: "print" });
  expect(await after()).toBe(`" (${site.github})"`);
});

test("the About page prints as a one-column CV-like document", async ({ page }) => {
  await page.goto("/about");
  await page.emulateMedia({ media: "print" });
  const skills = page.getByRole("region", { name: "Skills" }).locator("> ul > li");
  const lefts = await skills.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
  expect(lefts.length).toBe(6);
  expect(new Set(lefts).size).toBe(1);

  const pdf = await readPdf(await page.pdf({ format: "A4" }));
  for (const entry of journey) expect(pdf.text).toContain(entry.title);
  expect(pdf.text).toContain(`${site.siteUrl}/cv.pdf`);
  for (const chromeText of ["Skip to content", "Connected", "AI Ready", "Explorer", "Previous", "Next"]) {
    expect(pdf.text).not.toContain(chromeText);
  }
});

test("a post page prints as an article: title, body and author, no chrome, no share or copy buttons", async ({ page }) => {
  const post = loadPostsSync().find((p) => p.status === "Published")!;
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Copy link" })).toBeHidden();
  const pdf = await readPdf(await page.pdf({ format: "A4" }));
  // Lines wrap on paper: compare with the whitespace folded.
  const text = pdf.text.replace(/\s+/g, " ");
  expect(text).toContain(post.title);
  expect(text).toContain(`By ${site.ownerName}`);
  expect(text).toContain(post.text.slice(0, 20));
  for (const chromeText of ["Skip to content", "Connected", "AI Ready", "Explorer"]) expect(text).not.toContain(chromeText);
});
