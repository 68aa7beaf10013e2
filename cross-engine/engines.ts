import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { type ElementRef, WebDriverSession } from "./webdriver";

/**
 * One browser engine, driven as a visitor: open a page (and wait for it to hydrate), find an
 * element by a function body run in the page, click it, type into it, press a shortcut, and
 * read what went wrong. Firefox over WebDriver BiDi (puppeteer-core), WebKit over classic
 * WebDriver (WebKitGTK's driver): the suite is the same for both.
 */
export interface Engine {
  name: "Firefox" | "WebKit";
  version: string;
  open(url: string): Promise<void>;
  evaluate<T>(body: string): Promise<T>;
  /** `find` is a function body run in the page that returns the element. */
  click(find: string): Promise<void>;
  /** Types into the element; "\n" presses Enter. */
  type(find: string, text: string): Promise<void>;
  controlKey(key: string): Promise<void>;
  /** Console errors and uncaught exceptions since the page was opened. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER || "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = process.env.MINIBROWSER || "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** The page has hydrated once React owns the palette button (as e2e/fixtures.ts waits). */
const HYDRATED = `const b = document.querySelector("button[aria-keyshortcuts]");
  return b !== null && Object.keys(b).some((k) => k.startsWith("__reactProps"));`;

export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`No Firefox at ${FIREFOX_PATH} (Debian: apt-get install firefox-esr; or set FIREFOX_PATH).`);
  // The window's size, not puppeteer's setViewport: that also overrides the screen's orientation,
  // a WebDriver BiDi command Firefox ESR 140 does not know.
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: FIREFOX_PATH, headless: true, defaultViewport: null, args: ["--width=1280", "--height=800"] });
  const page = await browser.newPage();
  let problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  const element = async (find: string) => {
    const handle = await page.evaluateHandle(new Function(find) as () => Element);
    if (!(handle instanceof Object) || !handle.asElement()) throw new Error(`no element: ${find}`);
    return handle.asElement() as ElementHandle<Element>;
  };
  return {
    name: "Firefox",
    version: (await browser.version()).replace(/^firefox\//, ""),
    async open(url) {
      problems = [];
      await page.goto(url, { waitUntil: "load" });
      // Polled here, not by waitForFunction: its poller builds a function inside the page, which
      // the page's policy forbids (Firefox ESR 140 enforces it on WebDriver BiDi's scripts too).
      const until = Date.now() + 20_000;
      while (!(await page.evaluate(new Function(HYDRATED) as () => boolean))) {
        if (Date.now() > until) throw new Error(`${url}: not hydrated within 20 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    evaluate: (body) => page.evaluate(new Function(body) as () => never),
    async click(find) {
      await (await element(find)).click();
    },
    async type(find, text) {
      const target = await element(find);
      await target.focus();
      for (const [i, part] of text.split("\n").entries()) {
        if (i > 0) await page.keyboard.press("Enter");
        if (part) await page.keyboard.type(part);
      }
    },
    async controlKey(key) {
      await page.keyboard.down("Control");
      await page.keyboard.press(key as "k");
      await page.keyboard.up("Control");
    },
    problems: async () => problems,
    close: () => browser.close(),
  };
}

/**
 * WebKitGTK's MiniBrowser under its WebDriver. Classic WebDriver cannot read the console, so
 * each page, once hydrated, gets listeners that record errors from then on; what the engine
 * logs while loading (a policy it cannot parse, a failed script) `webkitConsole` reads.
 */
export async function launchWebKit(): Promise<Engine> {
  if (!existsSync(WEBKIT_DRIVER)) throw new Error(`No WebKitWebDriver at ${WEBKIT_DRIVER} (Debian: apt-get install webkit2gtk-driver).`);
  if (!process.env.DISPLAY) throw new Error("WebKit needs an X display: run the suite with `npm run test:engines` (xvfb-run).");
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: "ignore" });
  const session = await retry(() =>
    WebDriverSession.start(`http://127.0.0.1:${port}`, {
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    }),
  );
  await session.setTimeouts({ script: 20_000, pageLoad: 30_000 });
  await session.setWindowSize(1280, 800);
  const element = async (find: string) => {
    const found = await session.execute<ElementRef | null>(find);
    if (!found) throw new Error(`no element: ${find}`);
    return found;
  };
  return {
    name: "WebKit",
    version: session.info.browserVersion,
    async open(url) {
      await session.navigate(url);
      await session.executeAsync(`const done = arguments[0];
        (function poll() { if ((function () { ${HYDRATED} })()) done(true); else setTimeout(poll, 50); })();`);
      await session.execute(`window.__problems = [];
        addEventListener("error", (e) => __problems.push("uncaught: " + e.message));
        addEventListener("unhandledrejection", (e) => __problems.push("uncaught: " + e.reason));
        const error = console.error;
        console.error = (...args) => { __problems.push("console.error: " + args.join(" ")); error.apply(console, args); };`);
    },
    evaluate: (body) => session.execute(body),
    async click(find) {
      await session.click(await element(find));
    },
    async type(find, text) {
      await session.sendKeys(await element(find), text.replace(/\n/g, "\uE007"));
    },
    controlKey: (key) => session.controlKey(key),
    problems: () => session.execute<string[]>("return window.__problems || []"),
    async close() {
      await session.end().catch(() => {});
      driver.kill();
    },
  };
}

/**
 * What WebKit's console says while it loads these pages: MiniBrowser writes console messages
 * out when asked (its WebDriver mode cannot). All pages load at once, in
 * tabs of one window, for `ms`; the lines that report an error, a security message or an
 * unrecognised directive are returned.
 */
export async function webkitConsole(urls: readonly string[], ms = 10_000): Promise<string[]> {
  const browser: ChildProcess = spawn(MINIBROWSER, ["--enable-write-console-messages-to-stdout=true", ...urls], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  // It writes them to standard error, in fact; both are read.
  let out = "";
  const read = (chunk: Buffer) => (out += chunk.toString());
  browser.stdout?.on("data", read);
  browser.stderr?.on("data", read);
  await new Promise((resolve) => setTimeout(resolve, ms));
  browser.kill();
  return out.split("\n").filter((line) => /CONSOLE .*(ERROR|SECURITY)|Unrecognized/.test(line));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The driver takes a moment to listen after it starts. */
async function retry<T>(attempt: () => Promise<T>, tries = 50): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries || !(error instanceof TypeError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
