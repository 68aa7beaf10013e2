import { COMMANDS } from "./commands";
import { completeCommand } from "./complete";

describe("completeCommand", () => {
  it("completes a unique prefix, case-insensitively", () => {
    expect(completeCommand("he", COMMANDS)).toEqual({ kind: "complete", value: "help" });
    expect(completeCommand("PRO", COMMANDS)).toEqual({ kind: "complete", value: "projects" });
    expect(completeCommand("cl", COMMANDS)).toEqual({ kind: "complete", value: "clear" });
    expect(completeCommand("r", COMMANDS)).toEqual({ kind: "complete", value: "railway" });
  });

  it("lists the candidates of an ambiguous prefix", () => {
    expect(completeCommand("c", COMMANDS)).toEqual({ kind: "candidates", candidates: ["contact", "clear"] });
    expect(completeCommand("a", COMMANDS)).toEqual({ kind: "candidates", candidates: ["about", "ai"] });
  });

  it("has nothing to do for empty, unknown or complete input", () => {
    expect(completeCommand("", COMMANDS)).toEqual({ kind: "none" });
    expect(completeCommand("xyz", COMMANDS)).toEqual({ kind: "none" });
    expect(completeCommand("help", COMMANDS)).toEqual({ kind: "none" });
  });

  it("extends to the longest common prefix", () => {
    expect(completeCommand("s", ["status", "stats"])).toEqual({ kind: "complete", value: "stat" });
  });
});
