import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pages } from "~/lib/content/pages";
import { loadProjectsSync } from "~/lib/content/projects.server";
import { localizePath } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";
import { type Engine, webkitConsole } from "./engines";

/** The spec's own console line, on the not-found page only. */
const NOT_FOUND_LINE = /404 Error: User attempted to access non-existent route: /;
const MISSING = "/no-such-page";

/** The portfolio's filter under test: a category that narrows the list when one does (Railway in the samples), else the first project's. */
const projects = loadProjectsSync("en");
const perCategory = (category: string) => projects.filter((p) => p.category === category).length;
const FILTER = projects.find((p) => perCategory(p.category) < projects.length)?.category ?? projects[0]?.category;

/** In-page helpers the `find` bodies use: by label, by role and name, as assistive tech sees. */
const FIND = `
  const visible = (e) => e && e.checkVisibility();
  const byLabel = (text) => [...document.querySelectorAll("input, select, textarea")]
    .find((e) => visible(e) && ([...(e.labels || [])].some((l) => l.textContent.trim() === text) || e.getAttribute("aria-label") === text));
  const text = (e) => [...e.childNodes].map((n) => n.nodeType === 3 ? n.textContent
    : n.nodeType === 1 && n.getAttribute("aria-hidden") !== "true" ? text(n) : "").join("");
  const button = (name) => [...document.querySelectorAll("button")]
    .find((b) => visible(b) && (b.getAttribute("aria-label") || text(b).trim()) === name);
`;
const find = (expression: string) => `${FIND} return ${expression};`;

/** Every page a visitor can land on: the six routes in both languages, the lab, a post in each language, the 404. */
async function pagesToVisit(base: string): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
  const post = (prefix: string) => paths.find((p) => new RegExp(`^${prefix}/blog/(?!tags/|page/)[^/]+$`).test(p));
  const routes = pages.flatMap((page) => [page.path, localizePath(page.path, "sv")]);
  return [...routes, "/lab", "/sv/lab", post(""), post("/sv"), MISSING].filter((p): p is string => p !== undefined);
}

async function waitFor(engine: Engine, body: string, what: string, ms = 15_000) {
  const until = Date.now() + ms;
  while (!(await engine.evaluate<boolean>(body))) {
    if (Date.now() > until) throw new Error(`${engine.name}: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Scrolls a lazy island into view and waits until it has hydrated. */
async function islandReady(engine: Engine, selector: string) {
  // At once, not smoothly as the page scrolls (app.css): a WebDriver click that comes while a
  // smooth scroll is still moving the page finds its element out of view ("not interactable").
  await engine.evaluate(`document.querySelector(${JSON.stringify(selector)}).scrollIntoView({ block: "center", behavior: "instant" }); return true;`);
  await waitFor(engine, `return document.querySelector(${JSON.stringify(`${selector} [data-island-ready]`)}) !== null;`, `${selector} to hydrate`);
}

/**
 * The cross-engine smoke suite: every page loads in the engine with one h1 and no error, and the
 * main interactions work. The same tests for every engine; the describe names engine and version.
 */
export function smokeSuite(launch: () => Promise<Engine>) {
  const base = inject("baseUrl");
  let engine: Engine;
  const context = { name: "", version: "" };

  beforeAll(async () => {
    engine = await launch();
    Object.assign(context, { name: engine.name, version: engine.version });
    console.log(`Driving ${engine.name} ${engine.version}`);
  }, 60_000);
  afterAll(() => engine?.close());

  describe("every page", () => {
    it("loads with one h1 and no console error or uncaught exception (the 404 page: only its own line)", async () => {
      const visited = await pagesToVisit(base);
      expect(visited.length).toBeGreaterThan(pages.length * 2);
      for (const path of visited) {
        await engine.open(`${base}${path}`);
        expect(await engine.evaluate<number>("return document.querySelectorAll('h1').length"), `${engine.name} ${path}`).toBe(1);
        const problems = (await engine.problems()).filter((p) => !(path === MISSING && NOT_FOUND_LINE.test(p)));
        expect(problems, `${engine.name} ${path}`).toEqual([]);
      }
      if (engine.name === "WebKit") {
        // What the engine itself logs while loading: a directive it does not know, a refused script.
        const lines = await webkitConsole(visited.map((p) => `${base}${p}`));
        expect(lines.filter((line) => !NOT_FOUND_LINE.test(line))).toEqual([]);
      }
    }, 240_000);
  });

  describe("interactions", () => {
    it("the theme toggle goes dark → system → light → dark, and the colours follow", async () => {
      await engine.open(`${base}/`);
      const name = { dark: m.chrome_theme_name_dark(), system: m.chrome_theme_name_system(), light: m.chrome_theme_name_light() };
      const cycle = ["dark", "system", "light", "dark"] as const;
      expect(await engine.evaluate("return document.documentElement.dataset.theme")).toBe("dark");
      for (const [i, theme] of cycle.slice(0, -1).entries()) {
        const next = cycle[i + 1]!;
        await engine.click(find(`button(${JSON.stringify(m.chrome_theme_label({ theme: name[theme], next: name[next] }))})`));
        const dark = next === "system" ? "" : ` && document.documentElement.classList.contains("dark") === ${next === "dark"}`;
        await waitFor(engine, `return document.documentElement.dataset.theme === "${next}"${dark};`, `the ${next} theme`);
      }
      expect(await engine.problems()).toEqual([]);
    }, 60_000);

    it("the terminal answers help", async () => {
      await engine.open(`${base}/`);
      await islandReady(engine, "#terminal");
      await engine.type(find(`byLabel(${JSON.stringify(m.terminal_input_label())})`), "help\n");
      // The spec's command list: every command it names is in the answer.
      await waitFor(engine, `const log = document.querySelector("#terminal [role=log]").textContent;
        return ["help", "about", "projects", "contact", "clear"].every((c) => log.includes(c));`, "help's answer");
      expect(await engine.problems()).toEqual([]);
    }, 60_000);

    it("the capacity lab recomputes when a count changes", async () => {
      await engine.open(`${base}/`);
      await islandReady(engine, "#capacity");
      const status = `return document.querySelector("#capacity [role=status]").textContent;`;
      const before = await engine.evaluate<string>(status);
      const count = find(`document.querySelector("#capacity input[type=number]")`);
      await engine.click(count);
      await engine.evaluate(`${FIND} const i = document.querySelector("#capacity input[type=number]"); i.select(); return true;`);
      await engine.type(count, "0");
      await waitFor(engine, `${status.replace("return", "const now =")} return now !== ${JSON.stringify(before)};`, "a new result");
      expect(await engine.problems()).toEqual([]);
    }, 60_000);

    it.skipIf(FILTER === undefined)("the portfolio's filter shows its category's cards", async () => {
      await engine.open(`${base}/portfolio`);
      const cards = `return document.querySelectorAll("main article").length;`;
      const all = await engine.evaluate<number>(cards);
      expect(all).toBe(projects.length);
      await engine.click(find(`button(${JSON.stringify(FILTER)})`));
      await waitFor(engine, `return document.querySelectorAll("main article").length === ${perCategory(FILTER!)};`, `the ${FILTER} cards`);
      expect(await engine.problems()).toEqual([]);
    }, 60_000);

    it("the blog's search finds nothing for nonsense and says so", async () => {
      await engine.open(`${base}/blog`);
      await engine.type(find(`byLabel(${JSON.stringify(m.blog_search_label())})`), "zzqxjv");
      await waitFor(engine, `return document.querySelector("main").textContent.includes(${JSON.stringify(m.blog_empty_title())});`, "the empty state");
      expect(await engine.problems()).toEqual([]);
    }, 60_000);

    it("the palette opens on its shortcut", async () => {
      await engine.open(`${base}/about`);
      await engine.controlKey("k");
      await waitFor(engine, `const d = document.querySelector(${JSON.stringify(`[aria-label="${m.palette_dialog_label()}"]`)});
        return d !== null && d.checkVisibility() && d.contains(document.activeElement);`, "the palette");
      expect(await engine.problems()).toEqual([]);
    }, 60_000);
  });
}
