/** The Swedish twins of `../projects.ts`: the cards of `content/projects/*.sv.md`, for Node. */
import { loadProjectsSync, projectCard } from "../projects.server";

export * from "../project";
export const projects = loadProjectsSync("sv").map(projectCard);
