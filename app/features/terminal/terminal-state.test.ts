import { commandNames } from "./commands";
import { MAX_LINES, type TerminalAction, type TerminalState, initialTerminal, tabCompletes, terminalReducer } from "./terminal-state";
import { testContext as ctx } from "./test-fixture";

const welcome = ["Welcome", "Type 'help'"];

function run(state: TerminalState, ...actions: TerminalAction[]) {
  return actions.reduce(terminalReducer, state);
}
const type = (value: string): TerminalAction => ({ type: "input", value });
const submit: TerminalAction = { type: "submit", ctx };
const texts = (s: TerminalState) => s.lines.map((l) => l.text);

describe("terminalReducer", () => {
  it("starts with the welcome lines and an empty input", () => {
    const s = initialTerminal(welcome);
    expect(texts(s)).toEqual(welcome);
    expect(s.input).toBe("");
  });

  it("echoes the trimmed command, prints its answer and clears the input", () => {
    const s = run(initialTerminal(welcome), type("  FOO  "), submit);
    expect(s.lines.slice(2)).toEqual([
      { id: 2, text: "FOO", tone: "input" },
      { id: 3, text: "Command not found: FOO. Type 'help' for available commands.", tone: "error" },
    ]);
    expect(s.input).toBe("");
  });

  it("ignores empty input: no line, no history entry", () => {
    const s = run(initialTerminal(welcome), type("   "), submit);
    expect(texts(s)).toEqual(welcome);
    expect(s.history.entries).toEqual([]);
    expect(s.input).toBe("");
  });

  it("clear empties the output, welcome lines included", () => {
    const s = run(initialTerminal(welcome), type("help"), submit, type("Clear"), submit);
    expect(s.lines).toEqual([]);
    expect(s.history.entries).toEqual(["help", "Clear"]);
  });

  it("streams a sequence one line at a time", () => {
    let s = run(initialTerminal([]), type("ai"), submit);
    expect(texts(s)).toEqual(["ai", "a1"]);
    s = run(s, { type: "stream" });
    expect(texts(s)).toEqual(["ai", "a1", "a2"]);
    s = run(s, { type: "stream" }, { type: "stream" }, { type: "stream" });
    expect(texts(s)).toEqual(["ai", "a1", "a2", "a3", "a4"]);
    expect(s.pending).toEqual([]);
  });

  it("prints the rest of a running sequence before the next command", () => {
    const s = run(initialTerminal([]), type("matrix"), submit, type("xyz"), submit);
    expect(texts(s).slice(0, 5)).toEqual(["matrix", "m1", "m2", "m3", "xyz"]);
  });

  it("clear and Ctrl+L stop a running sequence", () => {
    expect(run(initialTerminal([]), type("matrix"), submit, type("clear"), submit).pending).toEqual([]);
    const s = run(initialTerminal(welcome), type("matrix"), submit, { type: "clear" });
    expect(s.lines).toEqual([]);
    expect(s.pending).toEqual([]);
  });

  it("walks the history with up and down", () => {
    let s = run(initialTerminal([]), type("help"), submit, type("about"), submit, type("dra"));
    s = run(s, { type: "historyUp" });
    expect(s.input).toBe("about");
    s = run(s, { type: "historyUp" }, { type: "historyUp" });
    expect(s.input).toBe("help");
    s = run(s, { type: "historyDown" }, { type: "historyDown" });
    expect(s.input).toBe("dra");
  });

  it("Tab completes, lists candidates once, then lets focus move on", () => {
    let s = run(initialTerminal([]), type("pr"));
    expect(tabCompletes(s)).toBe(true);
    expect(run(s, { type: "complete" }).input).toBe("projects");

    s = run(initialTerminal([]), type("c"));
    expect(tabCompletes(s)).toBe(true);
    s = run(s, { type: "complete" });
    expect(texts(s)).toEqual(["c", "contact  clear"]);
    expect(s.input).toBe("c");
    expect(tabCompletes(s)).toBe(false);

    expect(tabCompletes(run(initialTerminal([]), type("")))).toBe(false);
    expect(tabCompletes(run(initialTerminal([]), type("help")))).toBe(false);
  });

  it("in Swedish, Tab completes the Swedish aliases too", () => {
    const names = commandNames("sv");
    let s = run(initialTerminal([]), type("kon"));
    expect(tabCompletes(s, names)).toBe(true);
    expect(run(s, { type: "complete", names }).input).toBe("kontakt");

    // "projects" and "projekt": the common part, then both.
    s = run(initialTerminal([]), type("proj"), { type: "complete", names });
    expect(s.input).toBe("proje");
    s = run(s, { type: "complete", names });
    expect(texts(s)).toEqual(["proje", "projects  projekt"]);
    // The English terminal completes its commands only.
    expect(tabCompletes(run(initialTerminal([]), type("kon")))).toBe(false);
  });

  it(`keeps at most ${MAX_LINES} lines`, () => {
    let s = initialTerminal([]);
    for (let i = 0; i < MAX_LINES; i++) s = run(s, type(`x${i}`), submit);
    expect(s.lines).toHaveLength(MAX_LINES);
    expect(s.lines.at(-1)?.text).toContain("x" + (MAX_LINES - 1));
  });
});
