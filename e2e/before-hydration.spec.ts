import type { Locator, Page, Request } from "@playwright/test";
import { capacityLine, capacityTrainTypes } from "../app/lib/content/capacity";
import { colorScheme, expect, test } from "./fixtures";

/**
 * A visitor on a slow phone types while the page is painted but not yet hydrated. Each test:
 * navigation waits only for the first paint, the page's scripts are held until the visitor has
 * typed (so "before hydration" is certain, not a race), then the test waits for hydration and
 * acts. The CPU is not slowed: nothing here happens while the page hydrates, which at 6× only
 * made each test four times as long (e2e/early-input.spec.ts presses while it hydrates, at 4×).
 */
async function openSlow(page: Page, path: string) {
  let release!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  // A visitor taps what they see: the page has painted, so its stylesheet applies. Before that
  // the header's theme button, hidden on a wide screen, still counts as a second one.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  return { hydrate: release };
}

/** True once React has hydrated this element (it then carries React's internal keys). */
const isHydrated = (field: Locator) =>
  field.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));

async function waitForHydration(page: Page, field: Locator) {
  const handle = await field.elementHandle();
  await page.waitForFunction((el) => el !== null && Object.keys(el).some((k) => k.startsWith("__reactFiber")), handle, {
    timeout: 20_000,
  });
}

/** Answers the form endpoint with 200 and records each request. */
async function interceptForms(page: Page) {
  const requests: Request[] = [];
  await page.route("**/api/forms", async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, json: { ok: true } });
  });
  return requests;
}

test.describe.configure({ timeout: 60_000 });

test("newsletter: an address typed before hydration is the one sent after it", async ({ page }) => {
  const requests = await interceptForms(page);
  const { hydrate } = await openSlow(page, "/blog");
  const email = page.getByRole("textbox", { name: "Email address" });
  await email.fill("early@example.com");
  expect(await isHydrated(email)).toBe(false);

  hydrate();
  await waitForHydration(page, email);
  await expect(email).toHaveValue("early@example.com");
  await page.getByRole("button", { name: "Subscribe" }).click();

  await expect(page.getByText("Thanks for subscribing! You'll receive updates about new posts.")).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.headers()["content-type"]).toBe("application/json");
  expect(requests[0]!.postDataJSON()).toEqual({
    email: "early@example.com",
    _subject: "Newsletter Subscription Request",
    message: expect.stringContaining("newsletter"),
    _replyto: "early@example.com",
  });
  await expect(email).toHaveValue("");
});

test("contact: name, e-mail and message typed before hydration are all sent after it", async ({ page }) => {
  const requests = await interceptForms(page);
  const { hydrate } = await openSlow(page, "/contact");
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Name").fill("Ada Lovelace");
  await field("Email").fill("ada@example.com");
  await field("Message").fill("Typed on a slow phone.\nSecond line.");
  expect(await isHydrated(field("Message"))).toBe(false);

  hydrate();
  await waitForHydration(page, field("Message"));
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.postDataJSON()).toEqual({
    name: "Ada Lovelace",
    email: "ada@example.com",
    message: "Typed on a slow phone.\nSecond line.",
    _subject: "New contact form submission from Ada Lovelace",
    _replyto: "ada@example.com",
  });
});

test("contact: Send clicked before hydration posts the form natively and nothing is lost", async ({ page }) => {
  const { hydrate } = await openSlow(page, "/contact");
  const field = (name: string) => page.getByRole("textbox", { name, exact: true });
  await field("Name").fill("Grace Hopper");
  await field("Email").fill("grace@example.com");
  await field("Message").fill("Sent before the scripts ran.");
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/forms") && r.method() === "POST");
  await page.getByRole("button", { name: "Send Message" }).click();
  const request = await posted;
  hydrate();

  expect(request.headers()["content-type"]).toBe("application/x-www-form-urlencoded");
  expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ""))).toMatchObject({
    name: "Grace Hopper",
    email: "grace@example.com",
    message: "Sent before the scripts ran.",
  });
  await page.waitForURL(/\/contact\/sent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message Sent!");
});

test("terminal: a command typed and Enter pressed before hydration runs once after it", async ({ page }) => {
  const { hydrate } = await openSlow(page, "/");
  const input = page.getByRole("textbox", { name: "Terminal command" });
  const log = page.getByRole("log", { name: "Terminal output" });
  await input.fill("help");
  const url = page.url();
  await input.press("Enter");
  expect(await isHydrated(input)).toBe(false);
  // Enter before hydration submits nowhere: no reload, the command is still there.
  expect(page.url()).toBe(url);
  await expect(input).toHaveValue("help");

  hydrate();
  // The Enter pressed before hydration runs the command once the terminal has hydrated.
  await expect(log).toContainText("$ help", { timeout: 20_000 });
  await expect(log.locator("p", { hasText: /\$ help$/ })).toHaveCount(1);
  await expect(log).toContainText("railway");
  await expect(input).toHaveValue("");
  // The command went through the terminal's own state: it is in the history.
  await input.press("ArrowUp");
  await expect(input).toHaveValue("help");
});

test("terminal on the Swedish home page: an alias typed and entered before hydration runs once after it", async ({ page }) => {
  const { hydrate } = await openSlow(page, "/sv");
  const input = page.getByRole("textbox", { name: "Terminalkommando" });
  const log = page.getByRole("log", { name: "Terminalens utskrift" });
  await input.fill("hjälp");
  const url = page.url();
  await input.press("Enter");
  expect(await isHydrated(input)).toBe(false);
  expect(page.url()).toBe(url);
  await expect(input).toHaveValue("hjälp");

  hydrate();
  await expect(log).toContainText("$ hjälp", { timeout: 20_000 });
  await expect(log.locator("p", { hasText: /\$ hjälp$/ })).toHaveCount(1);
  await expect(log).toContainText("Tillgängliga kommandon:");
  await expect(input).toHaveValue("");
  await input.press("ArrowUp");
  await expect(input).toHaveValue("hjälp");
});

test("blog search: text typed before hydration filters the posts after it", async ({ page }) => {
  const { hydrate } = await openSlow(page, "/blog");
  const search = page.getByRole("searchbox", { name: "Search posts" });
  await search.fill("zqxv");
  expect(await isHydrated(search)).toBe(false);

  hydrate();
  await waitForHydration(page, search);
  await expect(page.getByText("No posts found")).toBeVisible();
  await expect(page.getByText("Nothing matches “zqxv”.")).toBeVisible();
  await expect(search).toHaveValue("zqxv");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(search).toHaveValue("");
  await expect(page.getByText("No posts found")).toBeHidden();
});

test("buttons tapped before hydration act once it is done: theme, then explorer", async ({ page }) => {
  const { hydrate } = await openSlow(page, "/about");
  const theme = page.getByRole("button", { name: /^Theme: dark/ });
  const explorer = page.getByRole("button", { name: "Explorer" });
  await expect(explorer).toHaveAttribute("aria-expanded", "true");
  await theme.click();
  await explorer.click();
  expect(await isHydrated(theme)).toBe(false);
  await expect.poll(() => colorScheme(page)).toBe("dark");

  hydrate();
  await expect(page.getByRole("button", { name: /^Theme: system/ })).toBeVisible({ timeout: 20_000 });
  await expect(explorer).toHaveAttribute("aria-expanded", "false");
  // Replayed once: a further click moves the theme on by one step only.
  await page.getByRole("button", { name: /^Theme: system/ }).click();
  await expect(page.getByRole("button", { name: /^Theme: light/ })).toBeVisible();
});

test("lab: a type's list of stops opened before hydration stays open, its check boxes live after it", async ({ page }) => {
  // The sample line's first type that stops at some of its stations, one stop it makes and one it does not.
  const inner = capacityLine.stations.slice(1, -1).map((s) => s.name);
  const index = capacityTrainTypes.findIndex((t) => t.stops !== "all" && t.stops.length > 0 && t.stops.length < inner.length);
  const stops = (capacityTrainTypes[index]?.stops ?? []) as string[];
  test.skip(index < 0, "no train type of the sample line stops at some, but not all, of its stations");
  const unticked = inner.find((name) => !stops.includes(name))!;

  const { hydrate } = await openSlow(page, "/lab");
  await page.locator("ol[aria-labelledby=lab-traffic-heading] > li > details > summary").nth(index).click();
  const summary = page.getByText(`Stations (${stops.length} of ${inner.length})`);
  await summary.click();
  const ticked = page.getByRole("checkbox", { name: stops[0], exact: true });
  await expect(ticked).toBeVisible();
  expect(await isHydrated(ticked)).toBe(false);

  hydrate();
  await waitForHydration(page, summary);
  // Hydrated and still open: React's list took the browser's open state, not its own default.
  await expect(ticked).toBeVisible();
  await expect(ticked).toBeChecked();
  // A click, then the state: the stops change in a transition, after the click's own check.
  await waitForHydration(page, ticked);
  await page.getByRole("checkbox", { name: unticked, exact: true }).click();
  await expect(page.getByRole("checkbox", { name: unticked, exact: true })).toBeChecked();
  await expect(page.getByText(`Stations (${stops.length + 1} of ${inner.length})`)).toBeVisible();
});
