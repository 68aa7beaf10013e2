import type { Page } from "@playwright/test";
import { loadProjectsSync } from "../app/lib/content/projects.server";
import { site } from "../app/lib/content/site";
import { published, regular } from "./blog-content";
import { THEME_KEY, expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
const projects = loadProjectsSync("en");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const input = (page: Page) => palette(page).getByRole("combobox");
const options = (page: Page) => palette(page).getByRole("option");
const paletteButton = (page: Page) => page.getByRole("button", { name: /Command palette/ });
const NOT_FOUND_LOG = /404 Error: User attempted to access non-existent route/;

/** Shortcuts work once React has hydrated the page (the button's handler is attached). */
async function open(page: Page, path = "/") {
  await page.goto(path);
  await waitForHydration(page);
}

async function choose(page: Page, query: string) {
  await input(page).fill(query);
  await input(page).press("Enter");
}

test.describe("opening", () => {
  for (const [keys, mode] of [
    ["Control+p", "files"],
    ["Meta+p", "files"],
    ["Control+k", "files"],
    ["Meta+k", "files"],
    ["Control+Shift+P", "commands"],
    ["Meta+Shift+P", "commands"],
    ["F1", "commands"],
  ] as const) {
    test(`${keys} opens ${mode === "files" ? "Go to file" : "Commands"}`, async ({ page }) => {
      await open(page);
      await page.keyboard.press(keys);
      await expect(palette(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
      await expect(input(page)).toHaveValue(mode === "files" ? "" : ">");
      await expect(palette(page).getByLabel(mode === "files" ? "Go to file" : "Run a command")).toBeVisible();
      if (mode === "files") await expect(options(page).first()).toContainText("index.js");
      else await expect(options(page).first()).toContainText("Go to File…");
    });
  }

  test("the shortcut keeps the browser's own action (print) from running", async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      // Registered after the palette's listener, so it sees what that listener did.
      window.addEventListener("keydown", (e) => ((window as unknown as { prevented: boolean }).prevented = e.defaultPrevented));
    });
    await page.keyboard.press("Control+p");
    await expect(palette(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { prevented: boolean }).prevented)).toBe(true);
  });

  test("in the terminal only Ctrl+P, Ctrl+Shift+P and F1 open it", async ({ page }) => {
    await open(page);
    const terminal = page.getByRole("textbox", { name: "Terminal command" });
    await terminal.fill("hel");
    await terminal.press("Control+k");
    await expect(palette(page)).toBeHidden();
    await terminal.press("Control+p");
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(terminal).toBeFocused();
    await expect(terminal).toHaveValue("hel");
    await terminal.press("Control+Shift+P");
    await expect(input(page)).toHaveValue(">");
    await page.keyboard.press("Escape");
    await terminal.press("F1");
    await expect(palette(page)).toBeVisible();
  });

  test("a shortcut pressed while open switches the mode", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+p");
    await input(page).fill("abo");
    await page.keyboard.press("Control+Shift+P");
    await expect(input(page)).toHaveValue(">");
    await page.keyboard.press("Control+p");
    await expect(input(page)).toHaveValue("");
  });

  test("works on the not-found page", async ({ page, consoleGuard }) => {
    consoleGuard.allow(NOT_FOUND_LOG, /status of 404/);
    await open(page, "/no-such-page");
    await page.keyboard.press("Control+p");
    await choose(page, "services");
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe("behaviour", () => {
  test("Escape closes it and returns focus to where it was", async ({ page }) => {
    await open(page, "/about");
    const tab = page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "blog.md" });
    await tab.focus();
    await page.keyboard.press("Control+p");
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
    await expect(tab).toBeFocused();
  });

  test("a click outside the panel closes it without reaching the page, and focus returns", async ({ page }) => {
    await open(page, "/about");
    const button = paletteButton(page);
    await button.click();
    await expect(input(page)).toBeFocused();
    // Below the panel, over the page: the tab bar's blog.md link would navigate if it got the click.
    const tab = page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "blog.md" });
    const box = await tab.boundingBox();
    const panel = await palette(page).getByRole("combobox").boundingBox();
    expect(box && panel && box.y < panel.y).toBe(true);
    await page.mouse.click((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    await expect(button).toBeFocused();
  });

  test("a press elsewhere in the panel, or focus sent behind it, keeps focus in the input", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+p");
    await input(page).fill("zzzzqqq");
    await palette(page).getByText("No matching results").click();
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(input(page)).toBeFocused();
    // Focus sent to the page behind (as a screen reader's command might) comes back.
    await page.getByRole("link", { name: "about.js" }).first().evaluate((el: HTMLElement) => el.focus());
    await expect(input(page)).toBeFocused();
  });

  test("opens over the blog's reader and runs from there", async ({ page }) => {
    await open(page, "/blog");
    // The featured article's button when a post is featured, else the first card's.
    await page.getByRole("button", { name: published.some((p) => p.featured) ? "Read Full Article" : "Read More" }).first().click();
    const reader = page.getByRole("dialog").filter({ hasNot: page.getByRole("combobox") });
    await expect(reader).toBeVisible();
    await page.locator(":focus").evaluate((el) => el.setAttribute("data-had-focus", ""));
    // Escape closes the palette only; the reader stays, with focus where it was.
    await page.keyboard.press("Control+p");
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
    await expect(reader).toBeVisible();
    await expect(reader.locator("[data-had-focus]")).toBeFocused();
    await page.keyboard.press("Control+p");
    await expect(input(page)).toBeFocused();
    await choose(page, "about.js");
    await expect(page).toHaveURL(/\/about$/);
    await expect(palette(page)).toBeHidden();
  });

  test("arrows move the active option, Tab stays inside, Enter runs", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+p");
    const first = options(page).nth(0);
    const second = options(page).nth(1);
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(input(page)).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await page.keyboard.press("ArrowDown");
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(input(page)).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id")) ?? "");
    await expect(input(page)).toHaveAttribute("aria-expanded", "true");
    await expect(input(page)).toHaveAttribute("aria-controls", (await palette(page).getByRole("listbox").getAttribute("id")) ?? "");
    // After the list changes it still names the option Enter would run.
    await input(page).fill("s");
    const active = palette(page).locator('[role="option"][aria-selected="true"]');
    await expect(active).toHaveCount(1);
    await expect(input(page)).toHaveAttribute("aria-activedescendant", (await active.getAttribute("id")) ?? "");
    await input(page).fill("");
    await page.keyboard.press("ArrowDown");
    await expect(input(page)).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id")) ?? "");
    await page.keyboard.press("Tab");
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(input(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(palette(page)).toBeHidden();
  });

  test('fuzzy matches and highlights; ">" switches to commands and deleting it switches back', async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+p");
    await input(page).fill("prtf");
    await expect(options(page).first()).toContainText("portfolio.json");
    await expect(options(page).first().locator("mark")).toHaveText(["p", "rtf"]);
    await input(page).fill(">");
    await expect(palette(page).getByLabel("Run a command")).toBeVisible();
    await expect(options(page).first()).toContainText("Go to File…");
    await input(page).press("Backspace");
    await expect(palette(page).getByLabel("Go to file")).toBeVisible();
    await expect(options(page).first()).toContainText("index.js");
  });

  test('says "No matching results" when nothing matches', async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+p");
    await input(page).fill("zzqxv");
    await expect(options(page)).toHaveCount(0);
    await expect(palette(page).getByRole("status")).toHaveText("No matching results");
  });

  test("recently used entries come first when the input is empty", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+p");
    await choose(page, "contact.json");
    await expect(page).toHaveURL(/\/contact$/);
    await page.keyboard.press("Control+p");
    await expect(options(page).first()).toContainText("contact.json");
    await expect(options(page).first()).toContainText("recently used");
    // Remembered across visits.
    await page.reload();
    await open(page, "/contact");
    await page.keyboard.press("Control+p");
    await expect(options(page).first()).toContainText("contact.json");
  });
});

test.describe("go to file", () => {
  test("opens a page by its file name", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+p");
    await choose(page, "servic");
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services");
  });

  test("opens a post by its title", async ({ page, consoleGuard }) => {
    // The post pages (issue 9) may not be on this branch yet: the URL is the contract.
    consoleGuard.allow(NOT_FOUND_LOG);
    await open(page, "/about");
    await page.keyboard.press("Control+p");
    const post = (regular[0] ?? published[0])!;
    await input(page).fill(post.title);
    await expect(options(page).first()).toContainText(`blog/${post.slug}.md`);
    await input(page).press("Enter");
    await expect(page).toHaveURL(`/blog/${post.slug}`);
  });

  test("opens a project on the Portfolio with its category selected", async ({ page }) => {
    // An Optimization project when there is one, else the owner's first.
    const project = projects.find((p) => p.category === "Optimization") ?? projects[0]!;
    await open(page);
    await page.keyboard.press("Control+p");
    await choose(page, project.title);
    await expect(page).toHaveURL(`/portfolio?category=${encodeURIComponent(project.category)}#project-${project.id}`);
    await expect(page.getByRole("button", { name: new RegExp(`^${escapeRegExp(project.category)}`) })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("article", { name: project.title })).toBeInViewport();
  });

  test("a project link selects its category after hydration without a mismatch", async ({ page }) => {
    // A category whose name the address escapes (AI/ML) when a project has it, else the last project's.
    const project = projects.find((p) => p.category === "AI/ML") ?? projects.at(-1)!;
    await page.goto(`/portfolio?category=${encodeURIComponent(project.category)}#project-${project.id}`);
    await expect(page.getByRole("button", { name: new RegExp(`^${escapeRegExp(project.category)}`) })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("article", { name: project.title })).toBeInViewport();
  });
});

test.describe("commands", () => {
  test("a theme command applies and persists after reload", async ({ page }) => {
    await open(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.keyboard.press("Control+Shift+P");
    await input(page).pressSequentially("theme light");
    await expect(options(page).first()).toContainText("Theme: Light");
    await input(page).press("Enter");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate((k) => localStorage.getItem(k), THEME_KEY)).toBe("light");
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("Terminal: Focus goes to the home page and focuses the terminal", async ({ page }) => {
    await open(page, "/services");
    await page.keyboard.press("F1");
    await choose(page, ">terminal focus");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("textbox", { name: "Terminal command" })).toBeFocused();
  });

  test("Simulation: Play, Pause and Reset drive the simulation", async ({ page }) => {
    await open(page);
    await page.keyboard.press("F1");
    await choose(page, ">simulation play");
    await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
    await page.keyboard.press("F1");
    await choose(page, ">simulation pause");
    await expect(page.getByRole("button", { name: "Play", exact: true })).toBeVisible();
  });

  test("Simulation: Play from another page starts it once home has loaded", async ({ page }) => {
    await open(page, "/blog");
    await page.keyboard.press("F1");
    await choose(page, ">simulation play");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Pause", exact: true })).toBeVisible();
  });

  test("Copy E-mail Address copies and announces it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page);
    await page.keyboard.press("F1");
    await choose(page, ">copy e-mail");
    await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText(`Copied ${site.email} to the clipboard`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);
  });

  test("Open GitHub opens the profile in a new tab", async ({ page, context }) => {
    await context.route("https://github.com/**", (route) => route.fulfill({ body: "github" }));
    await open(page);
    await page.keyboard.press("F1");
    const popup = context.waitForEvent("page");
    await choose(page, ">open github");
    expect((await popup).url()).toBe(`${site.github}`);
  });

  test("Download CV downloads /cv.pdf", async ({ page }) => {
    // The CV itself is built by issue 13; here the request and the download are the contract.
    await page.route("**/cv.pdf", (route) =>
      route.fulfill({ contentType: "application/pdf", body: "%PDF-1.4\n%%EOF\n" }),
    );
    await open(page);
    await page.keyboard.press("F1");
    const download = page.waitForEvent("download");
    await choose(page, ">download cv");
    expect(new URL((await download).url()).pathname).toBe("/cv.pdf");
  });

  test("Send a Message opens the contact page", async ({ page }) => {
    await open(page);
    await page.keyboard.press("F1");
    await choose(page, ">send message");
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("touch and look", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("the tab bar's button opens it at 375 px, with 44 px targets and no sideways scroll", async ({ page }) => {
    await open(page);
    const button = paletteButton(page);
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await button.tap();
    await expect(palette(page)).toBeVisible();
    await expect(options(page).first()).toBeVisible();
    for (const option of await options(page).all()) {
      expect((await option.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    const box = await palette(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await options(page).filter({ hasText: "about.js" }).tap();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe("accessibility", () => {
  for (const theme of ["dark", "light"] as const) {
    test(`zero axe violations with the palette open, ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await open(page);
      await page.keyboard.press("Control+p");
      await input(page).fill("cap");
      await expect(options(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await input(page).fill(">");
      await expectNoAxeViolations(page);
      await input(page).fill("zzqxv");
      await expect(palette(page).getByRole("status")).toHaveText("No matching results");
      await expectNoAxeViolations(page);
    });
  }
});

test("on a Mac the button's shortcut turns to ⌘P without the button changing width", async ({ browser, baseURL }) => {
  // The prerendered HTML says Ctrl+P; a width change at hydration is a layout shift on every Mac load.
  const mac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
  const widthOf = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ baseURL, userAgent: mac, javaScriptEnabled, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto("/about");
    const button = paletteButton(page);
    await expect(button).toContainText(javaScriptEnabled ? "⌘P" : "Ctrl+P");
    const { width } = (await button.boundingBox())!;
    await context.close();
    return width;
  };
  expect(await widthOf(true)).toBe(await widthOf(false));
});
