import type { Page } from "@playwright/test";
import { pages } from "../app/lib/content/pages";
import { loadProjectsSync } from "../app/lib/content/projects.server";
import { buildFileEntries } from "../app/features/palette/files";
import { loadAllPostsSync } from "../app/lib/content/posts.server";
import { paletteIndex } from "../app/features/palette/post-index";
import { site } from "../app/lib/content/site";
import { LANGUAGE_KEY } from "../app/lib/i18n/language-preference";
import { THEME_KEY, expect, expectNoAxeViolations, test, useStoredTheme, waitForHydration } from "./fixtures";
const projects = loadProjectsSync("sv");
/** A Swedish post that translates an English one (the sample UIC 406 guide), if there is one. */
const svPost = loadAllPostsSync().find((p) => p.status === "Published" && p.lang === "sv" && p.translationOf);

/** The command palette on Swedish pages (issue 36): its words, and where its entries lead. */
const palette = (page: Page) => page.getByRole("dialog", { name: "Kommandopalett" });
/** The palette on a page of either language (the language commands start on English pages). */
const eitherPalette = (page: Page) => page.getByRole("dialog", { name: /^(Kommandopalett|Command palette)$/ });
const input = (page: Page) => palette(page).getByRole("combobox");
const options = (page: Page) => palette(page).getByRole("option");

async function open(page: Page, path = "/sv") {
  await page.goto(path);
  await waitForHydration(page);
}

async function choose(page: Page, query: string) {
  await input(page).fill(query);
  await input(page).press("Enter");
}

/** The English interface words the palette had; none may show on a Swedish page. */
const ENGLISH = [
  "Go to",
  "Theme",
  "Terminal: Focus",
  "Simulation",
  "Copy",
  "Open ",
  "Send a",
  "Download",
  "new tab",
  "recently used",
  "No matching",
  "Search files",
  "Tag:",
  " post",
  "Railway",
  "Optimization",
  "Language",
];

/** The dialog's text and names, without the parts marked as another language (an English post's title). */
async function swedishText(page: Page): Promise<string> {
  return palette(page).evaluate((dialog) => {
    const copy = dialog.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("[lang]:not([lang='sv'])").forEach((el) => el.remove());
    const names = [...copy.querySelectorAll("[aria-label], [placeholder]")].map(
      (el) => `${el.getAttribute("aria-label") ?? ""} ${el.getAttribute("placeholder") ?? ""}`,
    );
    return [copy.textContent ?? "", dialog.getAttribute("aria-label") ?? "", ...names].join(" ");
  });
}

async function expectNoEnglish(page: Page) {
  const text = await swedishText(page);
  for (const word of ENGLISH) expect(text, `"${word}" in the Swedish palette`).not.toContain(word);
}

test.describe("the palette on a Swedish page", () => {
  test("its dialog, input, list and modes are named in Swedish", async ({ page }) => {
    await open(page, "/sv/about");
    await page.keyboard.press("Control+p");
    await expect(palette(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute("placeholder", "Sök filer efter namn, eller skriv > för kommandon");
    await expect(palette(page).getByLabel("Gå till fil")).toBeVisible();
    await expect(palette(page).getByRole("listbox", { name: "Förslag" })).toBeVisible();
    await expect(options(page).first()).toContainText("index.js");
    await expect(options(page).filter({ hasText: "about.js" })).toContainText("Om mig");
    await expectNoEnglish(page);

    await input(page).fill(">");
    await expect(palette(page).getByLabel("Kör ett kommando")).toBeVisible();
    await expect(options(page).first()).toContainText("Gå till fil…");
    await expectNoEnglish(page);

    await input(page).fill("zzqxv");
    await expect(options(page)).toHaveCount(0);
    await expect(palette(page).getByRole("status")).toHaveText("Inga matchande resultat");
  });

  test("lists the commands in Swedish", async ({ page }) => {
    await open(page);
    await page.keyboard.press("F1");
    const labels = [
      "Gå till fil…",
      "Tema: Ljust",
      "Tema: Mörkt",
      "Tema: System",
      "Språk: English",
      "Terminal: Fokusera",
      "Simulering: Starta",
      "Simulering: Pausa",
      "Simulering: Återställ",
      "Labb: Importera scenario",
      "Labb: Återställ exemplet",
      "Kopiera e-postadressen",
    ];
    await expect(options(page)).toHaveCount(labels.length);
    for (const [i, label] of labels.entries()) await expect(options(page).nth(i)).toContainText(label);
    // The language's own name, marked as English.
    await expect(options(page).filter({ hasText: "Språk:" }).locator('[lang="en"]')).toHaveText("English");
    await input(page).fill(">öppna");
    await expect(options(page).filter({ hasText: "Öppna GitHub" })).toContainText("ny flik");
    await expect(options(page).filter({ hasText: "Öppna LinkedIn" })).toContainText("ny flik");
    await expectNoEnglish(page);
    for (const [query, label] of [
      [">skicka", "Skicka ett meddelande"],
      [">ladda ner", "Ladda ner CV"],
      [`>${site.marketplaceName}`, `Öppna tjänsten på ${site.marketplaceName}`],
    ]) {
      await input(page).fill(query!);
      await expect(options(page).first()).toContainText(label!);
    }
  });

  test("pages lead to their Swedish page", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+p");
    await choose(page, "servic");
    await expect(page).toHaveURL(/\/sv\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tjänster");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  });

  test("a Swedish post leads to its Swedish page", async ({ page }) => {
    test.skip(!svPost, "no Swedish post");
    await open(page, "/sv/about");
    await page.keyboard.press("Control+p");
    await input(page).fill(svPost!.title);
    await expect(options(page).first()).toContainText(`blog/${svPost!.slug}.md`);
    await input(page).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/sv/blog/${svPost!.slug}$`));
  });

  test("an English post without a translation is listed as English and leads to its English page", async ({ page }) => {
    const english = (await paletteIndex("sv")).posts.find((p) => p.lang === "en");
    test.skip(!english, "every English post has a Swedish translation");
    if (!english) return;
    const translated = loadAllPostsSync().flatMap((p) => (p.translationOf ? [p.translationOf] : []));
    await open(page, "/sv/about");
    await page.keyboard.press("Control+p");
    await input(page).fill(english.title);
    const entry = options(page).first();
    await expect(entry).toContainText(`blog/${english.slug}.md`);
    await expect(entry).toContainText("på engelska");
    await expect(entry.locator('[lang="en"]')).toContainText(english.title);
    // The English original of a Swedish translation (if the site has one) is not listed beside it.
    for (const slug of translated) {
      await input(page).fill(`blog/${slug}`);
      await expect(options(page).filter({ hasText: `${slug}.md` })).toHaveCount(0);
    }
    await input(page).fill(english.title);
    await input(page).press("Enter");
    await expect(page).toHaveURL(`/blog/${english.slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a project opens the Swedish portfolio with its category selected", async ({ page }) => {
    // A railway project when there is one, else the owner's first; its category in Swedish words.
    const project = projects.find((p) => p.category === "Railway") ?? projects[0]!;
    const SV_CATEGORY: Record<string, string> = { Railway: "Järnväg", "AI/ML": "AI/ML", Optimization: "Optimering" };
    await open(page);
    await page.keyboard.press("Control+p");
    await input(page).fill(project.title);
    await expect(options(page).first()).toContainText(`portfolio.json › ${SV_CATEGORY[project.category] ?? project.category}`);
    await input(page).press("Enter");
    await expect(page).toHaveURL(`/sv/portfolio?category=${encodeURIComponent(project.category)}#project-${project.id}`);
    await expect(page.getByRole("article", { name: project.title })).toBeInViewport();
  });

  test("a tag leads to the Swedish tag page", async ({ page }) => {
    // A tag of the Swedish posts, with as many posts as the palette's index counts.
    const { tags } = await paletteIndex("sv");
    const tag = tags.find((t) => t.slug === "uic-406") ?? tags.find((t) => t.lang === undefined) ?? tags[0];
    test.skip(!tag, "no published post has a tag");
    if (!tag) return;
    await open(page);
    await page.keyboard.press("Control+p");
    await input(page).fill(`tagg ${tag.name}`);
    await expect(options(page).first()).toContainText(`Tagg: ${tag.name}`);
    await expect(options(page).first()).toContainText(`blog/tags/${tag.slug} · ${tag.count} inlägg`);
    await input(page).press("Enter");
    await expect(page).toHaveURL(`/sv/blog/tags/${tag.slug}`);
  });

  test("every entry of Go to file leads to a page that exists", async ({ request }) => {
    // The entries as the palette builds them, from the same build-time index.
    const index = await paletteIndex("sv");
    const svPages = pages.map((p) => ({ ...p, title: index.titles[p.path] }));
    const entries = buildFileEntries(svPages, index.posts, index.projects, index.tags, "sv");
    expect(entries.some((e) => e.kind === "tag")).toBe(true);
    for (const { to } of entries) {
      expect(to.startsWith("/sv") || /^\/blog\/[^/]+$/.test(to), to).toBe(true);
      expect((await request.get(to.replace(/[?#].*$/, ""))).status(), to).toBe(200);
    }
  });

  test("recently used entries are marked in Swedish", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+p");
    await choose(page, "contact.json");
    await expect(page).toHaveURL(/\/sv\/contact$/);
    await page.keyboard.press("Control+p");
    await expect(options(page).first()).toContainText("contact.json");
    await expect(options(page).first()).toContainText("nyligen använd");
  });
});

test.describe("commands on a Swedish page", () => {
  test("a theme command applies the theme and says so in Swedish", async ({ page }) => {
    await open(page);
    await page.keyboard.press("Control+Shift+P");
    await choose(page, ">tema ljust");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate((k) => localStorage.getItem(k), THEME_KEY)).toBe("light");
    await expect(page.getByRole("status").filter({ hasText: "Ljust tema" })).toBeVisible();
  });

  test("Terminal: Fokusera goes to the Swedish home page", async ({ page }) => {
    await open(page, "/sv/services");
    await page.keyboard.press("F1");
    await choose(page, ">terminal fokusera");
    await expect(page).toHaveURL(/\/sv$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("textbox").and(page.locator(":focus"))).toHaveCount(1);
  });

  test("Kopiera e-postadressen copies and says so in Swedish", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await open(page);
    await page.keyboard.press("F1");
    await choose(page, ">kopiera e-post");
    await expect(page.getByRole("status").filter({ hasText: "urklipp" })).toHaveText(`${site.email} har kopierats till urklipp`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);
  });

  test("Skicka ett meddelande opens the Swedish contact page; Ladda ner CV downloads the Swedish CV", async ({ page }) => {
    await page.route("**/cv.pdf", (route) => route.fulfill({ contentType: "application/pdf", body: "%PDF-1.4\n%%EOF\n" }));
    await open(page);
    await page.keyboard.press("F1");
    const download = page.waitForEvent("download");
    await choose(page, ">ladda ner cv");
    expect(new URL((await download).url()).pathname).toBe("/sv/cv.pdf");
    await page.keyboard.press("F1");
    await choose(page, ">skicka meddelande");
    await expect(page).toHaveURL(/\/sv\/contact$/);
  });
});

test.describe("switching language from the palette", () => {
  test("Språk: English goes to the same page in English, keeps the theme and remembers the choice", async ({ page }) => {
    await useStoredTheme(page, "light");
    await open(page, "/sv/about");
    await page.keyboard.press("F1");
    await choose(page, ">språk");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About me");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate((k) => localStorage.getItem(k), LANGUAGE_KEY)).toBe("en");
  });

  test("Language: Svenska goes to the same page in Swedish", async ({ page }) => {
    await open(page, "/portfolio");
    await page.keyboard.press("F1");
    const english = page.getByRole("dialog", { name: "Command palette" });
    await english.getByRole("combobox").fill(">language");
    await expect(english.getByRole("option").first()).toHaveText(/Language: Svenska/);
    await expect(english.getByRole("option").first().locator('[lang="sv"]')).toHaveText("Svenska");
    await english.getByRole("combobox").press("Enter");
    await expect(page).toHaveURL(/\/sv\/portfolio$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    expect(await page.evaluate((k) => localStorage.getItem(k), LANGUAGE_KEY)).toBe("sv");
  });

  test("on a post it goes to the translation, or to the other blog when there is none", async ({ page }) => {
    const run = async (query: string) => {
      await eitherPalette(page).getByRole("combobox").fill(query);
      await eitherPalette(page).getByRole("combobox").press("Enter");
    };
    test.skip(!svPost, "no Swedish post translates an English one");
    await open(page, `/sv/blog/${svPost!.slug}`);
    await page.keyboard.press("F1");
    await run(">språk english");
    await expect(page).toHaveURL(new RegExp(`/blog/${svPost!.translationOf}$`));
    // Now on the English original, the same command leads back.
    await page.keyboard.press("F1");
    await run(">language svenska");
    await expect(page).toHaveURL(new RegExp(`/sv/blog/${svPost!.slug}$`));
    const untranslated = (await paletteIndex("sv")).posts.find((p) => p.lang === "en")!;
    await open(page, `/blog/${untranslated.slug}`);
    await page.keyboard.press("F1");
    await run(">language svenska");
    await expect(page).toHaveURL(/\/sv\/blog$/);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("Swedish entries keep 44 px targets and cause no sideways scroll; an English post says so", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: /Kommandopalett/ }).tap();
    await input(page).fill((await paletteIndex("sv")).posts.find((p) => p.lang === "en")!.title);
    // The path beside the title is hidden on a phone; the note is not.
    await expect(options(page).first().getByText("på engelska")).toBeVisible();
    await input(page).fill(">");
    await expect(options(page).first()).toBeVisible();
    for (const option of await options(page).all()) {
      expect((await option.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe("accessibility", () => {
  for (const theme of ["dark", "light"] as const) {
    test(`zero axe violations with the palette open on a Swedish page, ${theme} theme`, async ({ page }) => {
      await useStoredTheme(page, theme);
      await open(page, "/sv/about");
      await page.keyboard.press("Control+p");
      await input(page).fill("re");
      await expect(options(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await input(page).fill(">");
      await expectNoAxeViolations(page);
      await input(page).fill("zzqxv");
      await expect(palette(page).getByRole("status")).toHaveText("Inga matchande resultat");
      await expectNoAxeViolations(page);
    });
  }
});
