import { terminalCommands, terminalPrompt, terminalSequences, terminalWelcome } from "~/lib/content/sv/home";
import { sv as projects } from "virtual:terminal-projects";
import { site } from "~/lib/content/sv/site";
import { skillCategories } from "~/lib/content/sv/skills";
import { homeTerminal } from "./home-terminal";

/** The Swedish home page's terminal: its own lazily loaded chunk (terminal-island.tsx). */
export default homeTerminal({
  locale: "sv",
  site,
  skills: skillCategories,
  projects: projects ?? [],
  commands: terminalCommands,
  sequences: terminalSequences,
  welcome: terminalWelcome,
  prompt: terminalPrompt,
});
