// @vitest-environment happy-dom
import { copyCodeFromClick, copyText, revealCopyButtons } from "./copy";

const BLOCK = `<div class="code-block"><div class="code-head"><span>python</span><button type="button" data-copy-code hidden>Copy</button></div><pre tabindex="0"><code class="hljs"><span class="hljs-keyword">def</span> f():\n    return 1</code></pre></div>`;

function body(html = `<p>Intro</p>${BLOCK}`) {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

function fakeClipboard(fail = false) {
  const writes: string[] = [];
  return {
    writes,
    writeText: vi.fn(async (text: string) => {
      if (fail) throw new DOMException("denied", "NotAllowedError");
      writes.push(text);
    }),
  };
}

describe("copyText", () => {
  it("writes the text and reports success", async () => {
    const clipboard = fakeClipboard();
    await expect(copyText("hello", clipboard)).resolves.toBe("copied");
    expect(clipboard.writes).toEqual(["hello"]);
  });

  it("reports failure instead of throwing when the clipboard refuses or is missing", async () => {
    await expect(copyText("x", fakeClipboard(true))).resolves.toBe("failed");
    await expect(copyText("x", undefined)).resolves.toBe("failed");
  });
});

describe("copyCodeFromClick", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("copies the code of the block whose button was clicked, not the label or the highlighting", async () => {
    const root = body(`${BLOCK}${BLOCK.replace("def", "class")}`);
    const clipboard = fakeClipboard();
    const second = root.querySelectorAll("[data-copy-code]")[1]!;
    await expect(copyCodeFromClick(second, clipboard)).resolves.toBe("copied");
    expect(clipboard.writes).toEqual(["class f():\n    return 1"]);
  });

  it("shows Copied on the button, then Copy again", async () => {
    const root = body();
    const button = root.querySelector<HTMLElement>("[data-copy-code]")!;
    await copyCodeFromClick(button, fakeClipboard(), 2000);
    expect(button.textContent).toBe("Copied");
    expect(button.dataset.state).toBe("copied");
    vi.advanceTimersByTime(1999);
    expect(button.textContent).toBe("Copied");
    vi.advanceTimersByTime(1);
    expect(button.textContent).toBe("Copy");
    expect(button.dataset.state).toBeUndefined();
  });

  it("says so on the button when copying fails", async () => {
    const button = body().querySelector<HTMLElement>("[data-copy-code]")!;
    await expect(copyCodeFromClick(button, fakeClipboard(true))).resolves.toBe("failed");
    expect(button.textContent).toBe("Failed");
  });

  it("ignores clicks elsewhere in the body", async () => {
    const root = body();
    const clipboard = fakeClipboard();
    await expect(copyCodeFromClick(root.querySelector("p"), clipboard)).resolves.toBeNull();
    await expect(copyCodeFromClick(null, clipboard)).resolves.toBeNull();
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });
});

it("revealCopyButtons shows every Copy button the build wrote hidden", () => {
  const root = body(`${BLOCK}${BLOCK}`);
  revealCopyButtons(root);
  expect([...root.querySelectorAll<HTMLElement>("[data-copy-code]")].map((b) => b.hidden)).toEqual([false, false]);
});

it("revealCopyButtons puts the page's words on the buttons of a body in another language", () => {
  const root = body(BLOCK);
  revealCopyButtons(root, { lang: "sv", copy: "Kopiera", copyCode: "Kopiera koden" });
  const button = root.querySelector<HTMLElement>("[data-copy-code]")!;
  expect(button.textContent).toBe("Kopiera");
  expect(button.getAttribute("aria-label")).toBe("Kopiera koden");
  expect(button.lang).toBe("sv");
});

it("copyCodeFromClick shows the page's words, then the button's own label again", async () => {
  vi.useFakeTimers();
  const root = body(BLOCK.replace(">Copy<", ">Kopiera<"));
  const button = root.querySelector<HTMLElement>("[data-copy-code]")!;
  await copyCodeFromClick(button, fakeClipboard(), 100, { copied: "Kopierat", failed: "Misslyckades" });
  expect(button.textContent).toBe("Kopierat");
  vi.advanceTimersByTime(100);
  expect(button.textContent).toBe("Kopiera");
  vi.useRealTimers();
});
