import { terminalCommands } from "~/lib/content/home";
import { ALIASES, COMMANDS, type TerminalContext, commandNames, notFoundMessage, resolveCommand, runCommand } from "./commands";
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
    expect(notFoundMessage("sudo rm -rf /", "en")).toBe(
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
    expect(lines.join("\n")).toContain("Umeå, Sweden");
  });

  it("contact prints every contact detail from the config", () => {
    const all = texts("contact").join("\n");
    for (const value of ["ada@example.com", "+46 70 000 00 00", "https://github.com/ada", "https://www.linkedin.com/in/ada", "https://www.fiverr.com/ada", "Umeå, Sweden"]) {
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

describe("runCommand in Swedish", () => {
  const sv: TerminalContext = { ...ctx, locale: "sv" };
  const svTexts = (input: string): string[] => {
    const result = runCommand(input, sv);
    if (result.kind !== "output") throw new Error(`expected output, got ${result.kind}`);
    return result.lines.map((l) => l.text);
  };

  it("keeps the commands' names and takes Swedish aliases, in any case", () => {
    expect(svTexts("hjälp")).toEqual(svTexts("help"));
    expect(svTexts("OM")).toEqual(svTexts("about"));
    expect(svTexts("Projekt")).toEqual(svTexts("projects"));
    expect(svTexts("kompetenser")).toEqual(svTexts("skills"));
    expect(svTexts("kontakt")).toEqual(svTexts("contact"));
    expect(runCommand("rensa", sv)).toEqual({ kind: "clear" });
    expect(runCommand("järnväg", sv)).toMatchObject({ kind: "output", stream: true });
    expect(resolveCommand("matris", "sv")).toBe("matrix");
    expect(commandNames("sv")).toEqual([...COMMANDS, ...Object.keys(ALIASES.sv)]);
  });

  it("the English terminal knows no aliases: the specification's commands and message only", () => {
    expect(commandNames("en")).toEqual(COMMANDS);
    expect(texts("hjälp")).toEqual(["Command not found: hjälp. Type 'help' for available commands."]);
    expect(resolveCommand("om", "en")).toBeNull();
    // Not an inherited property of the alias table either.
    expect(resolveCommand("constructor", "sv")).toBeNull();
    expect(texts("contact")).toEqual([
      "Contact",
      "  Email:     ada@example.com",
      "  Phone:     +46 70 000 00 00",
      "  GitHub:    https://github.com/ada",
      "  LinkedIn:  https://www.linkedin.com/in/ada",
      "  Fiverr:    https://www.fiverr.com/ada",
      "  Location:  Umeå, Sweden",
      "Available for assignments. Or use the form on /contact.",
    ]);
    expect(texts("about").at(-1)).toBe("Available for assignments · based in Umeå, Sweden");
    expect(texts("help").at(-1)).toBe("Tab completes a command, ↑/↓ walk the history, Ctrl+L clears.");
    expect(texts("help")).toHaveLength(ctx.commands.length + 2);
  });

  it("answers in Swedish", () => {
    expect(svTexts("sudo make coffee")).toEqual([
      "Kommandot finns inte: sudo make coffee. Skriv 'help' för att se de tillgängliga kommandona.",
    ]);
    const help = svTexts("help");
    expect(help[0]).toBe("Tillgängliga kommandon:");
    expect(help).toContain("Du kan också skriva kommandona på svenska: hjälp, om, kompetenser, projekt, kontakt, rensa, matris, järnväg.");
    expect(help.at(-1)).toBe("Tabb fyller i ett kommando, ↑/↓ bläddrar i historiken, Ctrl+L tömmer skärmen.");
    expect(svTexts("about")[0]).toBe("Ada Planner – Optimisation Engineer");
    expect(svTexts("skills")[0]).toBe("Kompetenser (2 områden, även på /sv/about):");
    expect(svTexts("projects")[0]).toBe("4 projekt (mer om dem på /sv/portfolio):");
    expect(svTexts("contact")).toEqual([
      "Kontakt",
      "  E-post:    ada@example.com",
      "  Telefon:   +46 70 000 00 00",
      "  GitHub:    https://github.com/ada",
      "  LinkedIn:  https://www.linkedin.com/in/ada",
      "  Fiverr:    https://www.fiverr.com/ada",
      "  Ort:       Umeå, Sweden",
      "Available for assignments. Du kan också använda formuläret på /sv/contact.",
    ]);
  });
});
