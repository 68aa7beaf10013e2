// Unit tests only (vitest.config.ts aliases `virtual:terminal-projects` here): the build's virtual
// module, made from the same content by the same function, in every language.
import { terminalProjects } from "./project-index";

export const en = terminalProjects("en");
export const sv = terminalProjects("sv");
