import { HISTORY_LIMIT, emptyHistory, historyDown, historyUp, recordCommand } from "./history";

const withEntries = (...entries: string[]) => entries.reduce(recordCommand, emptyHistory);

describe("command history", () => {
  it("does nothing when empty", () => {
    expect(historyUp(emptyHistory, "draft")).toEqual({ history: emptyHistory, value: "draft" });
    expect(historyDown(emptyHistory, "draft")).toEqual({ history: emptyHistory, value: "draft" });
  });

  it("ArrowUp walks back from the newest and stops at the oldest", () => {
    let h = withEntries("help", "about", "skills");
    const values: string[] = [];
    for (let i = 0; i < 4; i++) {
      const step = historyUp(h, "");
      h = step.history;
      values.push(step.value);
    }
    expect(values).toEqual(["skills", "about", "help", "help"]);
  });

  it("ArrowDown walks forward and finally restores the draft", () => {
    let step = historyUp(withEntries("help", "about"), "proj");
    step = historyUp(step.history, step.value);
    expect(step.value).toBe("help");
    step = historyDown(step.history, step.value);
    expect(step.value).toBe("about");
    step = historyDown(step.history, step.value);
    expect(step.value).toBe("proj");
    expect(step.history.index).toBeNull();
    step = historyDown(step.history, step.value);
    expect(step.value).toBe("proj");
  });

  it("skips immediate repeats and resets the walk on a new command", () => {
    const h = withEntries("help", "help", "about", "help");
    expect(h.entries).toEqual(["help", "about", "help"]);
    expect(h.index).toBeNull();
  });

  it(`keeps at most ${HISTORY_LIMIT} entries`, () => {
    const h = withEntries(...Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => `cmd${i}`));
    expect(h.entries).toHaveLength(HISTORY_LIMIT);
    expect(h.entries[0]).toBe("cmd5");
  });
});
