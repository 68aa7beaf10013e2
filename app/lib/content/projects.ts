/**
 * The English projects as a module, for code that runs in Node (tests, scripts): the cards read
 * from `content/projects/*.md` by `projects.server.ts`, the collection the owner edits. Pages
 * get them from their loaders, so no browser bundle reads this file.
 */
import { loadProjectsSync, projectCard } from "./projects.server";

export * from "./project";
export const projects = loadProjectsSync("en").map(projectCard);
