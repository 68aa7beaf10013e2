import { describe, expect, it } from "vitest";
import { AFTER_LOAD_MS, classify } from "./load-frames.mjs";

const script = (start: number, duration: number, source = "http://x/assets/entry.client-a1.js", name = "") => ({
  start,
  duration,
  name,
  source,
  forcedStyleAndLayout: 0,
});

describe("classify (issue 25: load scenario of npm run bench)", () => {
  it("calls a long task a script task when a frame's script starts inside it, and names the script", () => {
    const result = classify({
      loadEnd: 1000,
      tasks: [
        { start: 100, duration: 140 },
        { start: 1200, duration: 80 },
      ],
      frames: [
        { start: 90, end: 300, styleAndLayoutStart: 260, scripts: [] },
        { start: 1200, end: 1300, styleAndLayoutStart: 1285, scripts: [script(1201, 75, "http://x/assets/framework-b2.js", "S")] },
      ],
    });
    expect(result.scriptTasks).toEqual([{ duration: 80, scripts: ["framework-b2.js:S 75"], reactDomStart: false }]);
    expect(result.longReactDomStart).toBe(0);
    expect(result.longScriptTasks).toHaveLength(1);
    expect(result.longestScript?.duration).toBe(80);
    // The first task ran no script: the page's own parsing or style, as its no-JS copy shows.
    expect(result.longestOther).toBe(140);
    expect(result.longestStyleLayout).toBe(40);
  });

  it("does not call a task of 50 ms or less long, and ignores what starts after the window", () => {
    const result = classify({
      loadEnd: 500,
      tasks: [
        { start: 10, duration: 50 },
        { start: 500 + AFTER_LOAD_MS + 1, duration: 300 },
      ],
      frames: [
        { start: 10, end: 60, styleAndLayoutStart: 0, scripts: [script(12, 40)] },
        { start: 500 + AFTER_LOAD_MS + 1, end: 6000 + AFTER_LOAD_MS, styleAndLayoutStart: 5600 + AFTER_LOAD_MS, scripts: [script(5502 + AFTER_LOAD_MS, 290)] },
      ],
    });
    expect(result.scriptTasks).toHaveLength(1);
    expect(result.longScriptTasks).toHaveLength(0);
    expect(result.longestStyleLayout).toBe(0);
  });

  it("tells apart a long task that only ran React DOM's module body (the client entry's import.then)", () => {
    const result = classify({
      loadEnd: 1000,
      tasks: [
        { start: 100, duration: 90 },
        { start: 300, duration: 70 },
        { start: 500, duration: 60 },
      ],
      frames: [
        { start: 100, end: 190, styleAndLayoutStart: 0, scripts: [script(101, 88, "http://x/assets/entry.client-a1.js", "import.then")] },
        // The same continuation sharing its task with a hydration pass: not React DOM's alone.
        {
          start: 300,
          end: 370,
          styleAndLayoutStart: 0,
          scripts: [script(301, 30, "http://x/assets/entry.client-a1.js", "import.then"), script(332, 35, "http://x/assets/framework-b2.js", "S")],
        },
        { start: 500, end: 560, styleAndLayoutStart: 0, scripts: [script(501, 58, "http://x/assets/framework-b2.js", "import.then")] },
      ],
    });
    expect(result.longScriptTasks).toHaveLength(3);
    expect(result.scriptTasks.map((t) => t.reactDomStart)).toEqual([true, false, false]);
    expect(result.longReactDomStart).toBe(1);
  });

  it("reports nothing for a page that had no long task", () => {
    expect(classify({ loadEnd: 300, tasks: [], frames: [] })).toMatchObject({ scriptTasks: [], longestScript: null, longestOther: 0, longestStyleLayout: 0 });
  });
});
