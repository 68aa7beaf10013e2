import { terminalCommands } from "~/content/home";
import { COMMANDS, notFoundMessage, runCommand } from "./commands";
import { testContext as ctx } from "./test-fixture";

function texts(input: string): string[] {
  const result = runCommand(input, ctx);
  if (result.kind !== "output") throw new Error(`expected output, got ${result.kind}`);
  return result.lines.map((l) => l.text);
}

describe("runCommand", () => {
  it("knows exactly the nine commands of the spec", () => {
    expect(COMMANDS).toEqual(["help", "about", "skills", "projects", "contact", "clear", "matrix", "railway", "ai"]);
    expect(terminalCommands.map((c) => c.name)).toEqual([...COMMANDS]);
  });

  it("ignores empty and blank input", () => {
    expect(runCommand("", ctx)).toEqual({ kind: "empty" });
    expect(runCommand("   \t ", ctx)).toEqual({ kind: "empty" });
  });

  it("trims and matches case-insensitively", () => {
    expect(texts("  HeLp  ")).toEqual(texts("help"));
    expect(runCommand(" CLEAR ", ctx)).toEqual({ kind: "clear" });
  });

  it("answers an unknown command with the exact message, keeping what was typed", () => {
    expect(notFoundMessage("sudo rm -rf /")).toBe(
      "Command not found: sudo rm -rf /. Type 'help' for available commands.",
    );
    const result = runCommand("  Foo Bar ", ctx);
    expect(result).toEqual({
      kind: "output",
      stream: false,
      lines: [{ text: "Command not found: Foo Bar. Type 'help' for available commands.", tone: "error" }],
    });
  });

  it("keeps hostile input as plain text in the message", () => {
    expect(texts("<img src=x onerror=alert(1)>")[0]).toBe(
      "Command not found: <img src=x onerror=alert(1)>. Type 'help' for available commands.",
    );
  });

  it("help lists every command with its description", () => {
    const lines = texts("help");
    for (const c of ctx.commands) {
      expect(lines.some((l) => l.includes(c.name) && l.includes(c.description))).toBe(true);
    }
  });

  it("about prints the owner, role, bio and location", () => {
    const lines = texts("about");
    expect(lines[0]).toBe("Ada Planner — Optimisation Engineer");
    expect(lines).toContain("First bio paragraph.");
    expect(lines).toContain("Second bio paragraph.");
    expect(lines.join("\n")).toContain("Stockholm, Sweden");
  });

  it("contact prints every contact detail from the config", () => {
    const all = texts("contact").join("\n");
    for (const value of ["ada@example.com", "+46 70 000 00 00", "https://github.com/ada", "https://www.linkedin.com/in/ada", "https://www.fiverr.com/ada", "Stockholm, Sweden"]) {
      expect(all).toContain(value);
    }
  });

  it("skills prints each category with its skills", () => {
    const lines = texts("skills");
    expect(lines).toContain("  Optimization & AI: Gurobi, OR-Tools");
    expect(lines).toContain("  Data & Databases: PostgreSQL");
  });

  it("projects prints the count and every project grouped by category", () => {
    const lines = texts("projects");
    expect(lines[0]).toBe("4 projects (details on /portfolio):");
    expect(lines.slice(1)).toEqual([
      "  [Railway]",
      "  🚆 Timetable compression (Production)",
      "  📊 Capacity dashboard (Research)",
      "  [AI/ML]",
      "  📈 Delay forecaster (Active)",
      "  [Optimization]",
      "  🧮 Crew scheduler (Completed)",
    ]);
  });

  it("matrix, railway and ai stream their scripted lines", () => {
    for (const name of ["matrix", "railway", "ai"] as const) {
      const result = runCommand(name, ctx);
      expect(result).toMatchObject({ kind: "output", stream: true });
      expect(result.kind === "output" && result.lines.map((l) => l.text)).toEqual(ctx.sequences[name]);
    }
  });

  it("the other commands print at once", () => {
    for (const name of ["help", "about", "skills", "projects", "contact"]) {
      expect(runCommand(name, ctx)).toMatchObject({ kind: "output", stream: false });
    }
  });
});
