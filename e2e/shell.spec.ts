import { colorScheme, expect, expectNoAxeViolations, ROUTES, test, THEME_KEY, useStoredTheme, waitForHydration } from "./fixtures";
import { site } from "../app/lib/content/site";
import { ISLAND_ATTR, ISLAND_READY_ATTR } from "../app/lib/early-input";

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route.path} is served prerendered, with its chrome and metadata`, async ({ page, request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // Content is in the HTML before any script runs.
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).toContain('<html lang="en"');
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html).toContain('property="og:title"');
      expect(html).toContain('name="twitter:card"');

      await page.goto(route.path);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
      const tabs = page.getByRole("navigation", { name: "Open files" });
      await expect(tabs.getByRole("link", { name: route.file })).toHaveAttribute("aria-current", "page");
      await expect(tabs.getByRole("link", { name: route.file })).toHaveCSS("background-color", /rgb/);
      const explorer = page.getByRole("navigation", { name: "Explorer" });
      await expect(explorer.getByRole("link", { name: route.file })).toHaveAttribute("aria-current", "page");
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(route.file);
      for (const text of ["Connected", "AI Ready", site.productName, `© ${site.copyrightYear}`]) {
        await expect(footer).toContainText(text);
      }
      await expect(page).toHaveTitle(new RegExp(site.ownerName));
    });
  }

  test("each route has its own title and description", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of ROUTES) {
      const html = await (await request.get(route.path)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    }
    expect(titles.size).toBe(ROUTES.length);
    expect(descriptions.size).toBe(ROUTES.length);
  });
});

test("the explorer and tab bar list the six files, with a close button per tab that does nothing", async ({ page }) => {
  await page.goto("/about");
  const files = ROUTES.map((r) => r.file);
  for (const name of ["Explorer", "Open files"]) {
    const links = page.getByRole("navigation", { name }).getByRole("link");
    await expect(links).toHaveCount(files.length);
    for (const [i, file] of files.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(file);
      // A file-type icon sits before each name.
      await expect(links.nth(i).locator("[data-file-type]")).toHaveCount(1);
    }
  }
  const tabs = page.getByRole("navigation", { name: "Open files" });
  await page.getByRole("button", { name: "Close portfolio.json" }).click();
  await expect(tabs.getByRole("link", { name: "portfolio.json" })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
});

test("navigation between routes is client-side", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole("navigation", { name: "Explorer" }).getByRole("link", { name: "portfolio.json" }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "services.ts" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("contentinfo")).toContainText("services.ts");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test("a move leaves the islands of the page it leaves alone until that page is gone", async ({ page }) => {
  // Issue 60: React Router's router re-rendered with a new context value on every move, and React
  // client-rendered each island not yet hydrated (its server HTML swapped for a copy) before the
  // next page could render: ≈ 100 ms on a phone (patches/react-router+*.patch).
  await page.goto("/");
  await waitForHydration(page);
  const waiting = page.locator(`[${ISLAND_ATTR}]:not([${ISLAND_READY_ATTR}])`);
  expect(await waiting.count()).toBeGreaterThan(0);
  await waiting.evaluateAll((islands) => {
    const w = window as unknown as { islandChanges: number };
    w.islandChanges = 0;
    for (const island of islands) {
      new MutationObserver((records) => {
        if (island.isConnected) w.islandChanges += records.length;
      }).observe(island, { childList: true, subtree: true, characterData: true });
    }
  });
  await page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "about.js" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("contentinfo")).toContainText("about.js");
  expect(await page.evaluate(() => (window as unknown as { islandChanges: number }).islandChanges)).toBe(0);
});

test("the explorer collapses and expands", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Explorer" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const explorer = page.getByRole("navigation", { name: "Explorer" });
  await expect(explorer.getByRole("link", { name: "blog.md" })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(explorer.getByRole("link", { name: "blog.md" })).toBeHidden();
  await toggle.click();
  await expect(explorer.getByRole("link", { name: "blog.md" })).toBeVisible();
});

test("skip link is the first focusable element and moves focus to main", async ({ page }) => {
  await page.goto("/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test.describe("loading", () => {
  test("the page paints before any script is requested, then hydrates", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { paint, firstScript } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((e) => new URL(e.name).pathname.endsWith(".js"))
          .map((e) => e.startTime),
      ),
    }));
    expect(firstScript).toBeGreaterThanOrEqual(paint);
  });

  test("the icons' sprite is requested after the first paint, and every icon then draws from it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { paint, sprite, held, icons } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      sprite: performance.getEntriesByType("resource").filter((e) => /\/assets\/icons-[\w-]+\.svg$/.test(new URL(e.name).pathname)).map((e) => e.startTime),
      held: document.querySelectorAll("use[data-href]").length,
      icons: [...document.querySelectorAll("svg > use")].map((u) => u.getAttribute("href") ?? ""),
    }));
    expect(sprite).toHaveLength(1);
    expect(sprite[0]).toBeGreaterThanOrEqual(paint);
    expect(held).toBe(0);
    expect(icons.length).toBeGreaterThan(0);
    for (const href of icons) expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#[\w-]+$/);
  });
});

test("with classic scrollbars (desktop Windows and Linux), nothing moves sideways when the page grows past the window", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // While the HTML streams in, a first layout can see a page shorter than the window; the
  // scrollbar that comes with the rest must not narrow the layout (a desktop layout shift that
  // moved the tab bar's palette button and the hero's train graph by 15 px). Playwright hides
  // scrollbars; a visitor's desktop browser, and Lighthouse's, shows them.
  const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ["--hide-scrollbars"] });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1440, height: 900 } });
    await page.goto("/");
    expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth), "a classic scrollbar").toBeGreaterThan(0);
    const palette = page.getByRole("button", { name: /Command palette/ });
    const graph = page.getByRole("figure", { name: "train-graph.svg" });
    const xs = async () => [(await palette.boundingBox())!.x, (await graph.boundingBox())!.x];
    const grown = await xs();
    // The page as it is before the content below the hero has arrived: shorter than the window.
    await page.evaluate(() => {
      for (const block of document.querySelectorAll<HTMLElement>("main > div > :not(:first-child)")) block.hidden = true;
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight)).toBe(true);
    expect(await xs()).toEqual(grown);
  } finally {
    await browser.close();
  }
});

test.describe("not found", () => {
  test("unknown paths answer 404 with the not-found page and log the path", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/404 Error: User attempted to access non-existent route: \/no\/such-page/, /status of 404/);
    const messages: string[] = [];
    page.on("console", (m) => m.type() === "error" && messages.push(m.text()));
    const response = await page.goto("/no/such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("index.js");
    await expect
      .poll(() => messages.some((m) => m.includes("404 Error: User attempted to access non-existent route: /no/such-page")))
      .toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("contentinfo")).toContainText("index.js");
  });

  test("/404 itself answers 404", async ({ request }) => {
    expect((await request.get("/404")).status()).toBe(404);
    expect((await request.get("/404.html")).status()).toBe(404);
  });
});

test.describe("theme", () => {
  test("is dark with nothing stored and cycles light → dark → system → light, remembered", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect.poll(() => colorScheme(page)).toBe("dark");
    const toggle = page.getByRole("button", { name: /^Theme: dark/ });
    await expect(toggle).toBeVisible();
    await toggle.click(); // dark → system (OS is light here)
    await expect(page.getByRole("button", { name: /^Theme: system/ })).toBeVisible();
    await expect.poll(() => colorScheme(page)).toBe("light");
    await page.getByRole("button", { name: /^Theme: system/ }).click(); // → light
    await expect.poll(() => colorScheme(page)).toBe("light");
    await expect(page.getByRole("button", { name: /^Theme: light/ })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe("light");
    await page.reload();
    await expect.poll(() => colorScheme(page)).toBe("light");
    await expect(page.getByRole("button", { name: /^Theme: light/ })).toBeVisible();
    await page.getByRole("button", { name: /^Theme: light/ }).click(); // → dark
    await expect.poll(() => colorScheme(page)).toBe("dark");
  });

  test("is applied before first paint, even when module scripts never load", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/ERR_FAILED/);
    await useStoredTheme(page, "light");
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/about");
    await expect.poll(() => colorScheme(page)).toBe("light");
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe("rgb(255, 255, 255)");
  });

  test("system follows the OS preference live", async ({ page }) => {
    await useStoredTheme(page, "system");
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect.poll(() => colorScheme(page)).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => colorScheme(page)).toBe("light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => colorScheme(page)).toBe("dark");
  });

  test("unknown stored values and throwing storage fall back to dark without errors", async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, "neon"), THEME_KEY);
    await page.goto("/");
    await expect.poll(() => colorScheme(page)).toBe("dark");
    await expect(page.getByRole("button", { name: /^Theme: dark/ })).toBeVisible();
  });

  test("storage that throws does not break the page", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("blocked", "SecurityError");
        },
      });
    });
    await page.goto("/");
    await expect.poll(() => colorScheme(page)).toBe("dark");
    await page.getByRole("button", { name: /^Theme: dark/ }).click();
    await expect(page.getByRole("button", { name: /^Theme: system/ })).toBeVisible();
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const route of ROUTES) {
    test(`${route.path}: tab bar navigates, sidebar hidden, no sideways scroll`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("navigation", { name: "Explorer" })).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Open files" })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Theme:/ })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the active tab is scrolled into view", async ({ page }) => {
    await page.goto("/services");
    const tab = page.getByRole("navigation", { name: "Open files" }).getByRole("link", { name: "services.ts" });
    await expect(tab).toBeInViewport({ ratio: 1 });
  });

  test("the tab bar scrolls sideways on its own and navigates", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const tabs = page.getByRole("navigation", { name: "Open files" });
    expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await tabs.getByRole("link", { name: "contact.json" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(tabs.getByRole("link", { name: "contact.json" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("accessibility", () => {
  // One page swept across the routes per theme: a fresh page for each check cost a second of
  // setup on our 2-core machines for nothing the sweep misses (test.step names the route).
  for (const theme of ["dark", "light"] as const) {
    test(`axe: the six routes and a missing page in ${theme}`, async ({ page, consoleGuard }) => {
      test.setTimeout(90_000);
      consoleGuard.allow(/404 Error/, /status of 404/);
      await useStoredTheme(page, theme);
      for (const path of [...ROUTES.map((r) => r.path), "/missing-page"]) {
        await page.goto(path);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme), path).toBe(theme);
        await test.step(path, () => expectNoAxeViolations(page));
      }
    });
  }
});

test("from 1024 px up every tab can be reached: focused, it lies inside the strip, none hidden past the palette button", async ({ page }) => {
  for (const width of [1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/sv/portfolio");
    const strip = page.getByRole("navigation", { name: "Öppna filer" });
    const tabs = strip.getByRole("link");
    expect(await tabs.count()).toBe(ROUTES.length);
    for (const tab of await tabs.all()) {
      await tab.focus();
      const [box, visible] = [(await tab.boundingBox())!, (await strip.boundingBox())!];
      expect(box.x, `${width} px`).toBeGreaterThanOrEqual(visible.x - 0.5);
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(visible.x + visible.width + 0.5);
    }
    // In the theme's colours: a thin scrollbar, never the light default under a dark tab bar.
    expect(await strip.evaluate((n) => [getComputedStyle(n).scrollbarWidth, getComputedStyle(n).scrollbarColor !== "auto"])).toEqual(["thin", true]);
  }
});
