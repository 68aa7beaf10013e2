// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadProjectsSync } from "~/lib/content/projects.server";
import { skillCategories } from "~/lib/content/sv/skills";
import * as home from "~/lib/content/sv/home";
import EnglishTerminal from "./home-terminal-en";
import SwedishTerminal from "./home-terminal-sv";

const projects = loadProjectsSync("sv");
const englishProjects = loadProjectsSync("en");

// The specification's categories and statuses as the Swedish terminal words them, written out
// again rather than read from the messages, so a wrong word still fails.
const SV_CATEGORY: Record<string, string> = { Railway: "Järnväg", "AI/ML": "AI/ML", Optimization: "Optimering" };
const SV_STATUS: Record<string, string> = { Production: "i drift", Active: "pågår", Research: "forskning", Completed: "avslutat", Beta: "beta" };

describe("the home page's terminals", () => {
  it("the Swedish one speaks Swedish: labels, welcome, statuses and categories in words", async () => {
    const user = userEvent.setup();
    render(<SwedishTerminal />);
    const input = screen.getByRole("textbox", { name: "Terminalkommando" });
    expect(input).toHaveAttribute("placeholder", "skriv 'help'");
    const log = screen.getByRole("log", { name: "Terminalens utskrift" });
    expect(log).toHaveTextContent(home.terminalWelcome[1]!);
    await user.type(input, "projekt{Enter}");
    expect(log).toHaveTextContent(`${projects.length} projekt (mer om dem på /sv/portfolio):`);
    // Every project under its category and with its status, in Swedish words.
    for (const project of projects) {
      expect(log).toHaveTextContent(`[${SV_CATEGORY[project.category] ?? project.category}]`);
      expect(log).toHaveTextContent(`${project.title} (${SV_STATUS[project.status]})`);
      expect(log).not.toHaveTextContent(`${project.title} (${project.status})`);
    }
    await user.type(input, "kompetenser{Enter}");
    expect(log).toHaveTextContent(`${skillCategories[0]!.name}: ${skillCategories[0]!.skills[0]}`);
  });

  it("the English one is the specification's", async () => {
    const user = userEvent.setup();
    render(<EnglishTerminal />);
    const input = screen.getByRole("textbox", { name: "Terminal command" });
    expect(input).toHaveAttribute("placeholder", "type 'help'");
    await user.type(input, "projects{Enter}");
    const log = screen.getByRole("log", { name: "Terminal output" });
    for (const project of englishProjects) {
      expect(log).toHaveTextContent(`[${project.category}]`);
      expect(log).toHaveTextContent(`${project.title} (${project.status})`);
    }
  });
});
