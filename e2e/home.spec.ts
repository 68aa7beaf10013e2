import type { Locator, Page } from "@playwright/test";
import { skillChips, taglines, terminalCommands, terminalSequences } from "../app/lib/content/home";
import { loadProjectsSync } from "../app/lib/content/projects.server";
import { skillCategories } from "../app/lib/content/skills";
import { expect, expectNoAxeViolations, test, useStoredTheme } from "./fixtures";
import { site } from "../app/lib/content/site";
const projects = loadProjectsSync("en");

const lastOf = (lines: readonly string[]): string => lines[lines.length - 1] ?? "";
const SOME_PROJECTS = projects.slice(0, 3).map((p) => p.title);

const terminalInput = (page: Page) => page.getByRole("textbox", { name: "Terminal command" });
const terminalLog = (page: Page) => page.getByRole("log", { name: "Terminal output" });
const logLines = (page: Page) => terminalLog(page).locator("p");
// Scoped: the capacity lab below has a "Reset" button of its own.
const simButton = (page: Page, name: string) =>
  page.getByRole("region", { name: "Train network simulation" }).getByRole("button", { name, exact: true });
const stat = (page: Page, label: string) =>
  page.locator("dl div").filter({ has: page.getByText(label, { exact: true }) }).locator("dd");
const typing = (page: Page) => page.getByTestId("typing-text");
const trainTransform = (page: Page, id: number) =>
  page.locator(`[data-train="${id}"]`).evaluate((g) => (g as SVGGElement).style.transform);

const isHydrated = (widget: Locator) => widget.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")));

/**
 * The terminal and the simulation respond once React has hydrated them. Their code loads
 * when they near the viewport, so scroll down to them as a visitor would, then back up.
 */
async function openHome(page: Page) {
  await page.goto("/");
  for (const widget of [terminalInput(page), simButton(page, "Play")]) {
    await widget.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(widget)).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function run(page: Page, command: string) {
  await terminalInput(page).fill(command);
  await terminalInput(page).press("Enter");
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("hero", () => {
  test("greets, types its taglines, shows the skills and links on", async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`Hi, I'm ${site.firstName}`));
    await expect(typing(page)).toHaveText(taglines[0]!);
    // The exact timings (80 ms, 3000 ms) are unit-tested; here: it deletes, then types the next.
    const shown = async () => (await typing(page).textContent()) ?? "";
    await expect.poll(async () => (await shown()).length, { timeout: 5_000 }).toBeLessThan(taglines[0]!.length);
    await expect.poll(async () => taglines[1]!.startsWith(await shown()) && (await shown()).length > 0, { timeout: 8_000 }).toBe(true);
    await expect(typing(page)).toHaveText(taglines[1]!, { timeout: 8_000 });

    const chips = page.getByRole("list", { name: "Core skills" }).getByRole("listitem");
    await expect(chips).toHaveText([...skillChips]);
    await expect(page.getByRole("img", { name: /Train graph/ })).toBeVisible();

    await page.getByRole("link", { name: "View Projects" }).click();
    await expect(page).toHaveURL("/portfolio");
    await page.goBack();
    await page.getByRole("link", { name: "Services", exact: true }).first().click();
    await expect(page).toHaveURL("/services");
  });

  test("the typing line keeps its height, so nothing shifts", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openHome(page);
    const line = typing(page).locator("xpath=ancestor::p");
    const heights = new Set<number>();
    const texts = new Set<string>();
    // Through the pause, the deleting and the typing of the next tagline.
    for (let i = 0; i < 28; i++) {
      heights.add(Math.round((await line.boundingBox())?.height ?? 0));
      texts.add((await typing(page).textContent()) ?? "");
      await page.waitForTimeout(250);
    }
    expect(texts.size).toBeGreaterThan(10);
    expect(heights.size).toBe(1);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) total += (e as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 0);
        }),
    );
    expect(shift).toBeLessThan(0.01);
  });

  test("beside the hero text the train graph stays put when the text's height changes", async ({ page }) => {
    // Wide screens show the graph beside the text. The text's height changes after the first
    // paint (web fonts arrive, taglines are typed); the graph must not move when it does.
    await page.setViewportSize({ width: 1350, height: 940 });
    await page.goto("/");
    const graph = page.getByRole("figure", { name: "train-graph.svg" });
    const heading = page.getByRole("heading", { level: 1 });
    const top = async () => Math.round((await graph.boundingBox())?.y ?? -1);
    const before = await top();
    expect(before).toBeGreaterThan(0);
    await heading.evaluate((h) => {
      h.style.paddingBottom = "6rem";
    });
    expect(await top()).toBe(before);
  });

  test("with reduced motion a tagline stands still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    // Past the 3000 ms pause, when the animation would be deleting.
    await page.waitForTimeout(4_500);
    await expect(typing(page)).toHaveText(taglines[0]!);
  });

  test("the Terminal button scrolls to the terminal and focuses its input", async ({ page }) => {
    await openHome(page);
    await expect(terminalInput(page)).not.toBeInViewport();
    await page.getByRole("link", { name: "Terminal", exact: true }).click();
    await expect(terminalInput(page)).toBeFocused();
    await expect(terminalInput(page)).toBeInViewport();
    await page.keyboard.type("help");
    await page.keyboard.press("Enter");
    await expect(terminalLog(page)).toContainText("Available commands:");
  });
});

test("three feature cards", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(["AI Optimization", "Reinforcement Learning", "ML LLMs & GenAI"]);
});

test("availability banner: the city, and Hire on <marketplace> opens the gig in a new tab", async ({ page, context }) => {
  await context.route(`${site.marketplaceUrl}**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>gig</title>" }));
  await openHome(page);
  const banner = page.getByRole("region", { name: site.availability });
  await expect(banner).toContainText(`Based in ${site.location}`);
  const hire = banner.getByRole("link", { name: new RegExp(`Hire on ${site.marketplaceName}`) });
  await expect(hire).toHaveAttribute("target", "_blank");
  await expect(hire).toHaveAttribute("rel", "noopener noreferrer");
  const [popup] = await Promise.all([page.waitForEvent("popup"), hire.click()]);
  await expect(popup).toHaveURL(site.marketplaceUrl);
  await expect(page).toHaveURL("/");
});

test.describe("terminal", () => {
  test.beforeEach(async ({ page }) => {
    page.on("dialog", (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    await openHome(page);
  });

  test("welcomes, runs commands case-insensitively and clears the input", async ({ page }) => {
    await expect(terminalLog(page)).toContainText("Type 'help' to see the available commands.");
    await run(page, "  HeLp ");
    await expect(terminalInput(page)).toHaveValue("");
    await expect(logLines(page).filter({ hasText: `guest@${site.productSlug}:~$ HeLp` })).toHaveCount(1);
    for (const c of terminalCommands) await expect(terminalLog(page)).toContainText(c.description);

    await run(page, "about");
    await expect(terminalLog(page)).toContainText(site.bio[0]!);
    await run(page, "contact");
    await expect(terminalLog(page)).toContainText(site.email);
    await expect(terminalLog(page)).toContainText(site.phone);
  });

  test("skills and projects show the About and Portfolio content", async ({ page }) => {
    await run(page, "skills");
    for (const category of skillCategories) await expect(terminalLog(page)).toContainText(category.name);
    await run(page, "projects");
    await expect(terminalLog(page)).toContainText(`${projects.length} projects (details on /portfolio):`);
    for (const category of new Set(projects.map((p) => p.category))) await expect(terminalLog(page)).toContainText(`[${category}]`);
    for (const title of SOME_PROJECTS) await expect(terminalLog(page)).toContainText(title);
  });

  test("answers an unknown command with the exact message", async ({ page }) => {
    await run(page, "sudo make coffee");
    await expect(logLines(page).last()).toHaveText("Command not found: sudo make coffee. Type 'help' for available commands.");
  });

  test("shows hostile input as plain text", async ({ page }) => {
    const hostile = `<img src=x onerror=alert(1)><script>alert(2)</script>`;
    await run(page, hostile);
    await expect(logLines(page).last()).toHaveText(`Command not found: ${hostile}. Type 'help' for available commands.`);
    await expect(terminalLog(page).locator("img, script")).toHaveCount(0);
  });

  test("ignores empty and blank input", async ({ page }) => {
    const before = await logLines(page).count();
    await terminalInput(page).press("Enter");
    await run(page, "    ");
    await expect(logLines(page)).toHaveCount(before);
    await expect(terminalInput(page)).toHaveValue("");
  });

  test("matrix, railway and ai print their lines one by one", async ({ page }) => {
    const lines = terminalSequences.railway;
    await run(page, "railway");
    await expect(terminalLog(page)).toContainText(lines[0]!);
    await expect(terminalLog(page)).not.toContainText(lastOf(lines));
    await expect(terminalLog(page)).toContainText(lastOf(lines));
    await run(page, "MATRIX");
    await expect(terminalLog(page)).toContainText(lastOf(terminalSequences.matrix));
    await run(page, "ai");
    await expect(terminalLog(page)).toContainText(lastOf(terminalSequences.ai));
  });

  test("keeps the newest line in view", async ({ page }) => {
    for (let i = 0; i < 4; i++) await run(page, "help");
    await run(page, "last-one");
    await expect(logLines(page).last()).toBeInViewport();
    const atBottom = await terminalLog(page).evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 2);
    expect(atBottom).toBe(true);
  });

  test("ArrowUp and ArrowDown walk the history", async ({ page }) => {
    await run(page, "help");
    await run(page, "skills");
    const input = terminalInput(page);
    await input.fill("dra");
    await input.press("ArrowUp");
    await expect(input).toHaveValue("skills");
    await input.press("ArrowUp");
    await expect(input).toHaveValue("help");
    await input.press("ArrowDown");
    await expect(input).toHaveValue("skills");
    await input.press("ArrowDown");
    await expect(input).toHaveValue("dra");
  });

  test("Tab completes a command, lists ambiguous ones, and never traps focus", async ({ page }) => {
    const input = terminalInput(page);
    await input.fill("pro");
    await input.press("Tab");
    await expect(input).toHaveValue("projects");
    await expect(input).toBeFocused();

    await input.fill("c");
    await input.press("Tab");
    await expect(logLines(page).last()).toHaveText("contact  clear");
    await expect(input).toBeFocused();
    await input.press("Tab");
    await expect(input).not.toBeFocused();

    await input.fill("");
    await input.focus();
    await input.press("Tab");
    await expect(input).not.toBeFocused();
  });

  test("clear and Ctrl+L empty the output", async ({ page }) => {
    await run(page, "help");
    await run(page, "clear");
    await expect(logLines(page)).toHaveCount(0);
    await run(page, "about");
    await terminalInput(page).press("Control+l");
    await expect(logLines(page)).toHaveCount(0);
    await expect(terminalInput(page)).toBeFocused();
  });

  test("very long input wraps without widening the page", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await run(page, "x".repeat(600));
    await expect(logLines(page).last()).toContainText("Command not found: xxxx");
    await expectNoSidewaysScroll(page);
  });
});

test.describe("train network simulation", () => {
  test("play, optimize, pause, resume and reset", async ({ page }) => {
    await openHome(page);
    await expect(page.getByText("Stopped", { exact: true })).toBeVisible();
    await expect(stat(page, "Total Trains")).toHaveText("0");
    await expect(simButton(page, "Optimize")).toBeDisabled();

    await simButton(page, "Play").click();
    await expect(page.getByText("Running", { exact: true })).toBeVisible();
    await expect(stat(page, "Total Trains")).toHaveText("8");
    await expect(page.locator("[data-train]")).toHaveCount(8);
    await expect(page.getByRole("table", { name: "Trains on the loop" }).getByRole("row")).toHaveCount(9);
    // Both figures from one read: a tick between two reads could move a train across.
    const [onTime, delayed] = await page
      .locator("dl")
      .filter({ has: page.getByText("On Time", { exact: true }) })
      .evaluate((dl) =>
        ["On Time", "Delayed"].map((label) =>
          Number([...dl.querySelectorAll("div")].find((d) => d.querySelector("dt")?.textContent === label)?.querySelector("dd")?.textContent),
        ),
      );
    expect(onTime! + delayed!).toBe(8);

    const start = await trainTransform(page, 1);
    await expect.poll(() => trainTransform(page, 1)).not.toBe(start);

    await simButton(page, "Optimize").click();
    await expect(page.getByText("AI Optimized", { exact: true })).toBeVisible();
    await expect(stat(page, "Efficiency")).toHaveText("100%");
    await expect(simButton(page, "Optimize")).toBeDisabled();

    await simButton(page, "Pause").click();
    await expect(page.getByText("Stopped", { exact: true })).toBeVisible();
    const paused = await trainTransform(page, 1);
    await page.waitForTimeout(400);
    expect(await trainTransform(page, 1)).toBe(paused);
    await expect(simButton(page, "Optimize")).toBeDisabled();

    await simButton(page, "Play").click();
    await expect(page.locator("[data-train]")).toHaveCount(8);
    await expect.poll(() => trainTransform(page, 1)).not.toBe(paused);
    await expect(page.getByText("AI Optimized", { exact: true })).toBeVisible();

    await simButton(page, "Reset").click();
    await expect(page.getByText("Stopped", { exact: true })).toBeVisible();
    await expect(page.getByText("AI Optimized", { exact: true })).toHaveCount(0);
    await expect(page.locator("[data-train]")).toHaveCount(0);
    for (const label of ["Total Trains", "On Time", "Delayed"]) await expect(stat(page, label)).toHaveText("0");
    await expect(stat(page, "Efficiency")).toHaveText("0%");
  });

  test("delays fall 0.1 min per tick until every train is on time", async ({ page }) => {
    await openHome(page);
    await simButton(page, "Play").click();
    // The largest delay is 5 min: 50 ticks of 100 ms.
    await expect(stat(page, "Efficiency")).toHaveText("100%", { timeout: 8_000 });
    await expect(stat(page, "Delayed")).toHaveText("0");
  });

  test("works with the keyboard alone", async ({ page }) => {
    await openHome(page);
    await simButton(page, "Play").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Running", { exact: true })).toBeVisible();
    await expect(simButton(page, "Pause")).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(simButton(page, "Optimize")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("AI Optimized", { exact: true })).toBeVisible();
    // Still focused after it became unavailable.
    await expect(simButton(page, "Optimize")).toBeFocused();
  });
});

test("lists the nine terminal commands with a description", async ({ page }) => {
  await page.goto("/");
  const list = page.getByRole("region", { name: "Terminal commands" });
  await expect(list.locator("dt")).toHaveText(terminalCommands.map((c) => c.name));
  await expect(list.locator("dd")).toHaveText(terminalCommands.map((c) => c.description));
});

test("no sideways scrolling at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openHome(page);
  await simButton(page, "Play").click();
  await run(page, "projects");
  await expectNoSidewaysScroll(page);
});

for (const theme of ["dark", "light"] as const) {
  test(`no axe violations in the ${theme} theme, idle and in use`, async ({ page }) => {
    await useStoredTheme(page, theme);
    await openHome(page);
    await expectNoAxeViolations(page);
    await run(page, "help");
    await run(page, "nope");
    await simButton(page, "Play").click();
    await simButton(page, "Optimize").click();
    await simButton(page, "Pause").click();
    await expectNoAxeViolations(page);
  });
}

/**
 * A link an island's import adds costs the task that opens it a few milliseconds on a slow
 * phone; one for the island's own chunk, which `import()` fetches anyway, buys nothing.
 */
test("lazy islands add no preload links for their own chunks", async ({ page }) => {
  await openHome(page);
  await page.locator("#capacity").scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(page.getByLabel("Commuter trains per hour"))).toBe(true);
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")].map((l) => new URL(l.href).pathname.split("/").pop() ?? ""),
  );
  // The islands' own chunks (one per language for each island); the chunks they import, such as
  // the code both languages' terminals or labs share, may be preloaded with them.
  expect(preloaded.filter((file) => /^(capacity-lab|home-network-sim|home-terminal)-(en|sv)-/.test(file))).toEqual([]);
  expect(preloaded.length, "each chunk is preloaded once").toBe(new Set(preloaded).size);
});

/**
 * One animation per train, re-aimed every tick: an animation created per tick stays listed on
 * its element until garbage collection, and style recalculation walks the list, so frames got
 * slower for as long as the simulation ran (long tasks at 4× CPU after a few seconds).
 */
test("each train glides with one animation for the whole run", async ({ page }) => {
  await openHome(page);
  await simButton(page, "Play").click();
  const glideOfTrain1 = () =>
    page.evaluate(() => {
      const marker = document.querySelector<HTMLElement>('[data-train="1"]');
      const animations = marker?.getAnimations() ?? [];
      const w = window as unknown as { firstGlide?: Animation };
      w.firstGlide ??= animations[0];
      return { count: animations.length, same: animations.length > 0 && animations[0] === w.firstGlide };
    });
  await expect.poll(async () => (await glideOfTrain1()).count).toBe(1);
  const start = await trainTransform(page, 1);
  await expect.poll(() => trainTransform(page, 1)).not.toBe(start);
  await page.waitForTimeout(500); // five more ticks
  // Polled: between a glide's end and the next tick the marker has no running animation.
  await expect.poll(glideOfTrain1).toEqual({ count: 1, same: true });
});

/** Trains glide between ticks, except for visitors who prefer reduced motion: then they step. */
for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`trains ${reducedMotion === "reduce" ? "step without" : "glide with"} animations (${reducedMotion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await openHome(page);
    await simButton(page, "Play").click();
    const glides = () =>
      page.evaluate(
        () => document.getAnimations().filter((a) => (a.effect as KeyframeEffect | null)?.target?.hasAttribute("data-train")).length,
      );
    if (reducedMotion === "reduce") {
      await page.waitForTimeout(500);
      expect(await glides()).toBe(0);
    } else {
      await expect.poll(glides).toBeGreaterThan(0);
    }
    const start = await trainTransform(page, 1);
    await expect.poll(() => trainTransform(page, 1)).not.toBe(start);
  });
}
