import { earlyClickScript, replayEarlyClicks, stopRecordingEarlyClicks } from "./early-clicks";

describe("early clicks", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    delete window.__earlyClicks;
  });

  function page() {
    document.body.innerHTML = `
      <button type="button" id="theme">Theme</button>
      <button type="button" id="explorer"><svg><path/></svg></button>
      <form><input name="q"><button id="send">Send</button></form>
      <a href="#x" id="link">Link</a>`;
    new Function(earlyClickScript)();
    const byId = (id: string) => document.getElementById(id)!;
    return byId;
  }

  it("replays the buttons clicked before hydration, in order, once", () => {
    const byId = page();
    byId("explorer").querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    byId("theme").click();
    byId("send").addEventListener("click", (e) => e.preventDefault());
    byId("send").click(); // a form's submit button works without JavaScript
    byId("link").click();

    stopRecordingEarlyClicks();
    const replayed: string[] = [];
    for (const id of ["theme", "explorer", "send"]) byId(id).addEventListener("click", () => replayed.push(id));
    byId("theme").click(); // after hydration React hears it; not recorded again
    replayed.length = 0;

    replayEarlyClicks();
    expect(replayed).toEqual(["explorer", "theme"]);
    replayEarlyClicks();
    expect(replayed).toEqual(["explorer", "theme"]);
  });

  it("skips buttons that left the page or were disabled meanwhile", () => {
    const byId = page();
    byId("theme").click();
    byId("explorer").click();
    stopRecordingEarlyClicks();
    byId("theme").remove();
    (byId("explorer") as HTMLButtonElement).disabled = true;
    const clicked = vi.fn();
    document.addEventListener("click", clicked);
    replayEarlyClicks();
    expect(clicked).not.toHaveBeenCalled();
    document.removeEventListener("click", clicked);
  });

  it("does nothing when the inline script did not run (blocked, or an old page)", () => {
    stopRecordingEarlyClicks();
    expect(() => replayEarlyClicks()).not.toThrow();
  });
});
