import { terminalCommands, terminalPrompt, terminalSequences, terminalWelcome } from "~/content/home";
import { en as projects } from "virtual:terminal-projects";
import { site } from "~/content/site";
import { skillCategories } from "~/content/skills";
import { homeTerminal } from "./home-terminal";

/** The English home page's terminal: its own lazily loaded chunk (terminal-island.tsx). */
export default homeTerminal({
  locale: "en",
  site,
  skills: skillCategories,
  projects: projects ?? [],
  commands: terminalCommands,
  sequences: terminalSequences,
  welcome: terminalWelcome(site),
  prompt: terminalPrompt(site),
});
