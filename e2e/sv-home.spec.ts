import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import * as en from "../app/lib/content/home";
import { loadProjectsSync } from "../app/lib/content/projects.server";
import * as svCapacity from "../app/lib/content/sv/capacity";
import * as sv from "../app/lib/content/sv/home";
import { site } from "../app/lib/content/sv/site";
import { expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
const projects = loadProjectsSync("sv");

/**
 * The Swedish home page (issue 36): the hero, the blocks, the terminal and the simulation in
 * Swedish with sv-SE numbers, none of the English page's interface, and the static blocks
 * (app/features/home/static-block.tsx) drawn after a client-side navigation too.
 */

const lastOf = (lines: readonly string[]): string => lines[lines.length - 1] ?? "";

/** The English interface of the home page, its terminal and its simulation. */
const ENGLISH_HOME = [
  "View Projects",
  "Core skills",
  "Based in",
  "Hire on",
  "What I work on",
  "Interactive terminal",
  "Train network simulation",
  "Terminal commands",
  "Terminal command",
  "Terminal output",
  "type 'help'",
  "Train graph",
  "Commuter",
  "Regional",
  "Freight",
  "Passenger",
  "Press Play",
  "dispatch 8 trains",
  "Loop track",
  "Total Trains",
  "On Time",
  "Efficiency",
  "Delayed",
  "Running",
  "Stopped",
  "AI Optimized",
  "trains per hour",
  "Optimise order",
  "Bottleneck",
  "within the recommended limit",
  "Line section",
  "Occupancy",
  "Compressed hour",
  "blocking time",
  "Model: fixed",
  "Trains on the loop",
  "List the available commands",
  "Available commands",
  "Command not found",
  "based in",
  ...en.taglines,
  ...en.featureCards.map((c) => c.title),
];

/** Every text and labelling attribute of the page's main region, the capacity lab's included. */
async function mainText(page: Page): Promise<string> {
  return page.locator("main").evaluate((main) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        for (const name of ["aria-label", "title", "placeholder", "alt"]) {
          const value = node.getAttribute(name);
          if (value) parts.push(value);
        }
      } else parts.push(node.textContent ?? "");
    }
    return parts.join("\n");
  });
}

const terminalInput = (page: Page) => page.getByRole("textbox", { name: "Terminalkommando" });
const terminalLog = (page: Page) => page.getByRole("log", { name: "Terminalens utskrift" });
const logLines = (page: Page) => terminalLog(page).locator("p");
const simulation = (page: Page) => page.getByRole("region", { name: "Simulering av ett tågnät" });
const simButton = (page: Page, name: string) => simulation(page).getByRole("button", { name, exact: true });
const stat = (page: Page, label: string) => simulation(page).locator("dl div").filter({ has: page.getByText(label, { exact: true }) }).locator("dd");
const capacityLab = (page: Page) => page.locator("#capacity");
const isHydrated = (widget: Locator) => widget.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")));

/** As e2e/home.spec.ts: scroll to the islands so their code loads, then back up. */
async function openSwedishHome(page: Page) {
  await page.goto("/sv");
  for (const widget of [terminalInput(page), simButton(page, "Starta"), page.getByLabel("Pendeltåg per timme")]) {
    await widget.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(widget)).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function run(page: Page, command: string) {
  await terminalInput(page).fill(command);
  await terminalInput(page).press("Enter");
}

/** The Swedish blocks of the page, as a visitor sees them. */
async function expectSwedishBlocks(page: Page) {
  await expect(page.getByRole("list", { name: "Kärnkompetenser" }).getByRole("listitem")).toHaveText([...sv.skillChips]);
  await expect(page.getByRole("img", { name: sv.heroGraph.title })).toBeVisible();
  await expect(page.getByRole("figure", { name: "train-graph.svg" })).toContainText("Pendeltåg");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(sv.featureCards.map((c) => c.title));
  const banner = page.getByRole("region", { name: site.availability });
  await expect(banner).toContainText(`Utgår från ${site.location}`);
  await expect(banner.getByRole("link", { name: /Anlita mig via Fiverr/ })).toHaveAttribute("href", site.marketplaceUrl);
  for (const section of [sv.homeSections.terminal, sv.homeSections.simulation, sv.homeSections.capacity]) {
    await expect(page.getByRole("region", { name: section.title })).toContainText(section.intro!);
  }
  const list = page.getByRole("region", { name: sv.homeSections.commands.title });
  await expect(list.locator("dt")).toHaveText(sv.terminalCommands.map((c) => c.name));
  await expect(list.locator("dd")).toHaveText(sv.terminalCommands.map((c) => c.description));
}

test.describe("the Swedish home page", () => {
  test("is Swedish: hero, taglines typed in Swedish, blocks, links to the Swedish pages", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => scripts.push(new URL(r.url()).pathname));
    await openSwedishHome(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hej, jag heter /);
    const typing = page.getByTestId("typing-text");
    await expect(typing).toHaveText(sv.taglines[0]!);
    const shown = async () => (await typing.textContent()) ?? "";
    await expect.poll(async () => (await shown()).length, { timeout: 5_000 }).toBeLessThan(sv.taglines[0]!.length);
    await expect(typing).toHaveText(sv.taglines[1]!, { timeout: 10_000 });
    await expectSwedishBlocks(page);
    // The blocks came with the HTML: their code is never loaded, nor anything English.
    expect(scripts.filter((p) => /\/home-blocks-|\/home-terminal-en-|\/home-network-sim-en-/.test(p))).toEqual([]);

    await page.getByRole("link", { name: "Se projekten" }).click();
    await expect(page).toHaveURL("/sv/portfolio");
    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Tjänster", exact: true }).click();
    await expect(page).toHaveURL("/sv/services");
  });

  test("shows none of the English page's interface, idle or in use", async ({ page }) => {
    await openSwedishHome(page);
    await run(page, "help");
    await run(page, "nej");
    await simButton(page, "Starta").click();
    await simButton(page, "Optimera").click();
    await expect(simulation(page).getByText("AI-optimerad", { exact: true })).toBeVisible();
    const text = await mainText(page);
    // Whole words: "Regional" is English, "Regionaltåg" Swedish.
    const escape = (phrase: string) => phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const phrase of ENGLISH_HOME) expect(text, phrase).not.toMatch(new RegExp(`(^|[^\\p{L}])${escape(phrase)}($|[^\\p{L}])`, "u"));
  });

  test("the capacity lab speaks Swedish, with sv-SE figures", async ({ page }) => {
    await openSwedishHome(page);
    const lab = capacityLab(page);
    await expect(lab.getByRole("status")).toHaveText(/^Flaskhals: Solna – Upplands Väsby, 47,2\s%, inom den rekommenderade gränsen på 75\s%\.$/);
    await lab.getByLabel("Godståg per timme").fill("13");
    await expect(lab.getByText("Ange ett heltal från 0 till 12; labbet räknar med 12.")).toBeVisible();
    await lab.getByRole("button", { name: "Optimera ordningen" }).click();
    await expect(lab.getByText("Ordning (optimerad, tågen samlade per typ):")).toBeVisible();
    await expect(lab.getByRole("table", { name: /Kapacitetsutnyttjande per linjeavsnitt/ })).toBeVisible();
    await expect(lab.getByRole("img", { name: /^Tid–avståndsgraf över den komprimerade timmen/ })).toBeVisible();
    const article = svCapacity.capacityLab.article;
    if (article) await expect(lab.getByRole("link", { name: article.text })).toHaveAttribute("href", article.href);
  });

  test("the terminal answers in Swedish, to the commands and to their Swedish aliases", async ({ page }) => {
    await openSwedishHome(page);
    await expect(terminalLog(page)).toContainText(sv.terminalWelcome[1]!);
    await run(page, "HJÄLP");
    await expect(terminalLog(page)).toContainText("Tillgängliga kommandon:");
    for (const c of sv.terminalCommands) await expect(terminalLog(page)).toContainText(c.description);
    await expect(terminalLog(page)).toContainText("Du kan också skriva kommandona på svenska: hjälp, om, kompetenser, projekt, kontakt, rensa, matris, järnväg.");

    await run(page, "om");
    await expect(terminalLog(page)).toContainText(site.bio[0]!);
    await expect(terminalLog(page)).toContainText(`${site.availability} · utgår från ${site.location}`);
    await run(page, "projekt");
    await expect(terminalLog(page)).toContainText(`${projects.length} projekt (mer om dem på /sv/portfolio):`);
    // The first project's category, in Swedish (an owner's own category as written).
    const category = projects[0]!.category;
    await expect(terminalLog(page)).toContainText(`[${({ Railway: "Järnväg", Optimization: "Optimering" } as Record<string, string>)[category] ?? category}]`);
    // Its status as the terminal words it (messages/terminal/sv.json).
    const status = (JSON.parse(readFileSync("messages/terminal/sv.json", "utf8")) as Record<string, string>)[`terminal_status_${projects[0]!.status.toLowerCase()}`];
    await expect(terminalLog(page)).toContainText(`${projects[0]!.title} (${status})`);
    await run(page, "kontakt");
    await expect(terminalLog(page)).toContainText(`E-post:    ${site.email}`);

    await run(page, "sudo make coffee");
    await expect(logLines(page).last()).toHaveText("Kommandot finns inte: sudo make coffee. Skriv 'help' för att se de tillgängliga kommandona.");

    await run(page, "järnväg");
    await expect(terminalLog(page)).toContainText(sv.terminalSequences.railway[0]!);
    await expect(terminalLog(page)).toContainText(lastOf(sv.terminalSequences.railway));
    await expect(terminalLog(page)).toContainText("78\u00a0%");

    await terminalInput(page).fill("kon");
    await terminalInput(page).press("Tab");
    await expect(terminalInput(page)).toHaveValue("kontakt");
    await run(page, "rensa");
    await expect(logLines(page)).toHaveCount(0);
  });

  test("the English terminal knows no Swedish alias", async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("textbox", { name: "Terminal command" });
    await input.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(input)).toBe(true);
    await input.fill("hjälp");
    await input.press("Enter");
    await expect(page.getByRole("log", { name: "Terminal output" }).locator("p").last()).toHaveText(
      "Command not found: hjälp. Type 'help' for available commands.",
    );
  });

  test("the simulation is in Swedish with sv-SE numbers", async ({ page }) => {
    await openSwedishHome(page);
    await expect(simulation(page).getByText("Stoppad", { exact: true })).toBeVisible();
    await expect(stat(page, "Punktlighet")).toHaveText("0\u00a0%");
    await expect(simulation(page).getByRole("img", { name: "Slingbana med 4 stationer och inga tåg ännu." })).toBeVisible();
    for (const station of sv.simulationStations) await expect(simulation(page).locator("svg text", { hasText: station })).toHaveCount(1);
    await simButton(page, "Starta").click();
    await expect(simulation(page).getByText("Körs", { exact: true })).toBeVisible();
    await expect(stat(page, "Antal tåg")).toHaveText("8");
    const table = simulation(page).getByRole("table", { name: "Tåg på slingan" });
    await expect(table.getByRole("columnheader")).toHaveText(["Tåg", "Typ", "Hastighet", "Försening", "Status"]);
    await expect(table.getByRole("row")).toHaveCount(9);
    const delays = await table.locator("tbody tr td:nth-child(4)").allTextContents();
    for (const delay of delays) expect(delay).toMatch(/^\d,\d min$/);
    await simButton(page, "Optimera").click();
    await expect(stat(page, "Punktlighet")).toHaveText("100\u00a0%");
    await expect(stat(page, "Försenade")).toHaveText("0");
    await simButton(page, "Pausa").click();
    await simButton(page, "Återställ").click();
    await expect(simulation(page).getByText("Stoppad", { exact: true })).toBeVisible();
    await expect(page.locator("[data-train]")).toHaveCount(0);
  });

  test("no sideways scrolling at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openSwedishHome(page);
    await simButton(page, "Starta").click();
    await run(page, "projekt");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const theme of ["dark", "light"] as const) {
    test(`no axe violations in the ${theme} theme, idle and in use`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await openSwedishHome(page);
      await expectNoAxeViolations(page);
      await run(page, "hjälp");
      await run(page, "nej");
      await simButton(page, "Starta").click();
      await simButton(page, "Optimera").click();
      await simButton(page, "Pausa").click();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the home page's static blocks after a client-side navigation", () => {
  test("Swedish: from another page, then the terminal and the simulation work", async ({ page }) => {
    await page.goto("/sv/about");
    await waitForHydration(page);
    const blocks = page.waitForRequest(/\/assets\/home-blocks-sv-/);
    await page.getByRole("navigation", { name: "Utforskaren" }).getByRole("link", { name: "index.js" }).click();
    await blocks;
    await expect(page).toHaveURL("/sv");
    await expectSwedishBlocks(page);
    await expect(page.getByTestId("typing-text")).toHaveText(sv.taglines[0]!);
    await page.getByRole("link", { name: "Terminal", exact: true }).click();
    await expect(terminalInput(page)).toBeFocused();
    await page.keyboard.type("om");
    await page.keyboard.press("Enter");
    await expect(terminalLog(page)).toContainText(site.bio[0]!);
    await simButton(page, "Starta").click();
    await expect(stat(page, "Antal tåg")).toHaveText("8");
  });

  test("English: from another page, and on to Swedish with the language control", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Explorer" }).getByRole("link", { name: "index.js" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("list", { name: "Core skills" }).getByRole("listitem")).toHaveText([...en.skillChips]);
    await expect(page.getByRole("heading", { level: 3 })).toHaveText(en.featureCards.map((c) => c.title));
    await expect(page.getByRole("img", { name: en.heroGraph.title })).toBeVisible();
    await expect(page.getByRole("region", { name: "Terminal commands" }).locator("dd")).toHaveText(en.terminalCommands.map((c) => c.description));
    await expect(page.getByRole("link", { name: "View Projects" })).toHaveAttribute("href", "/portfolio");

    await page.getByRole("contentinfo").getByRole("link", { name: "Visa sidan på svenska" }).click();
    await expect(page).toHaveURL("/sv");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expectSwedishBlocks(page);
    await expect(page.getByRole("link", { name: "Se projekten" })).toHaveAttribute("href", "/sv/portfolio");
  });
});
