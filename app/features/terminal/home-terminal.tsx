import { terminalCommands, terminalPrompt, terminalSequences, terminalWelcome } from "~/content/home";
import { projects } from "~/content/projects";
import { site } from "~/content/site";
import { skillCategories } from "~/content/skills";
import type { TerminalContext } from "./commands";
import { Terminal } from "./terminal";

/** `skills` and `projects` read the same content as the About and Portfolio pages. */
const ctx: TerminalContext = {
  owner: site,
  skills: skillCategories,
  projects,
  commands: terminalCommands,
  sequences: terminalSequences,
};
const welcome = terminalWelcome(site);
const prompt = terminalPrompt(site);

/**
 * The home page's terminal with its content. One module on purpose: the projects and skills
 * it prints travel in the terminal's lazily loaded chunk, not in the home page's first load.
 */
export default function HomeTerminal() {
  return <Terminal ctx={ctx} welcome={welcome} prompt={prompt} title={`bash — ${site.productSlug}`} />;
}
