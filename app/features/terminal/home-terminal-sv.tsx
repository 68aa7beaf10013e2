import { terminalCommands, terminalPrompt, terminalSequences, terminalWelcome } from "~/content/sv/home";
import { sv as projects } from "virtual:terminal-projects";
import { site } from "~/content/sv/site";
import { skillCategories } from "~/content/sv/skills";
import { homeTerminal } from "./home-terminal";

/** The Swedish home page's terminal: its own lazily loaded chunk (terminal-island.tsx). */
export default homeTerminal({
  locale: "sv",
  site,
  skills: skillCategories,
  projects: projects ?? [],
  commands: terminalCommands,
  sequences: terminalSequences,
  welcome: terminalWelcome(site),
  prompt: terminalPrompt(site),
});
