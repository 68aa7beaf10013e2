import { terminalCommands, terminalPrompt, terminalSequences, terminalWelcome } from "~/lib/content/home";
import { en as projects } from "virtual:terminal-projects";
import { site } from "~/lib/content/site";
import { skillCategories } from "~/lib/content/skills";
import { homeTerminal } from "./home-terminal";

/** The English home page's terminal: its own lazily loaded chunk (terminal-island.tsx). */
export default homeTerminal({
  locale: "en",
  site,
  skills: skillCategories,
  projects: projects ?? [],
  commands: terminalCommands,
  sequences: terminalSequences,
  welcome: terminalWelcome,
  prompt: terminalPrompt,
});
