/**
 * The few W3C WebDriver (classic) commands the WebKit smoke tests need, over fetch. WebKitGTK's
 * driver speaks only classic WebDriver (no BiDi), and the maintained clients for it (webdriver,
 * webdriverio 9) bring about a hundred packages, two of which download browser drivers in
 * install scripts, which fails on a machine without internet access (docs/decisions.md).
 */

/** How WebDriver names an element in JSON. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

export type ElementRef = { [ELEMENT]: string };

export interface SessionInfo {
  browserName: string;
  browserVersion: string;
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly info: SessionInfo,
  ) {}

  static async start(driverUrl: string, capabilities: object): Promise<WebDriverSession> {
    const value = await command<{ sessionId: string; capabilities: SessionInfo }>("POST", `${driverUrl}/session`, {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.capabilities);
  }

  navigate(url: string): Promise<void> {
    return command("POST", `${this.base}/url`, { url });
  }

  /** Runs `body` (a function body; `arguments` holds `args`) in the page and returns its result. */
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return command("POST", `${this.base}/execute/sync`, { script: body, args });
  }

  /** Like `execute`, for a body that calls `arguments[arguments.length - 1](result)` when done. */
  executeAsync<T>(body: string, args: unknown[] = []): Promise<T> {
    return command("POST", `${this.base}/execute/async`, { script: body, args });
  }

  click(element: ElementRef): Promise<void> {
    return command("POST", `${this.base}/element/${element[ELEMENT]}/click`, {});
  }

  sendKeys(element: ElementRef, text: string): Promise<void> {
    return command("POST", `${this.base}/element/${element[ELEMENT]}/value`, { text });
  }

  /** Presses `key` with Control held, as a visitor's shortcut. */
  async controlKey(key: string): Promise<void> {
    const CONTROL = "\uE009";
    const actions = [{ type: "keyDown", value: CONTROL }, { type: "keyDown", value: key }, { type: "keyUp", value: key }, { type: "keyUp", value: CONTROL }];
    await command("POST", `${this.base}/actions`, { actions: [{ type: "key", id: "keyboard", actions }] });
    await command("DELETE", `${this.base}/actions`);
  }

  setTimeouts(timeouts: { script?: number; pageLoad?: number }): Promise<void> {
    return command("POST", `${this.base}/timeouts`, timeouts);
  }

  setWindowSize(width: number, height: number): Promise<void> {
    return command("POST", `${this.base}/window/rect`, { width, height });
  }

  end(): Promise<void> {
    return command("DELETE", this.base);
  }
}

async function command<T>(method: string, url: string, body?: object): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${json.value.error}: ${json.value.message}`);
  return json.value;
}
