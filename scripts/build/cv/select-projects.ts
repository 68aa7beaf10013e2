import type { Project } from "../../../app/lib/content/project";

/** At most this many projects fit the CV's two pages; without a list the CV takes the first few. */
export const CV_MAX_PROJECTS = 6;
export const CV_DEFAULT_PROJECTS = 4;

/**
 * The projects the CV lists: the ones `ids` names that exist, in that order, at most six; with
 * none of them (no list, or every id gone with the sample projects) the owner's first four by id.
 * An id that names no project is left out, and each is a problem to tell the owner, one line
 * naming `file` and the id: the CV takes what the owner has rather than stopping the build.
 */
export function selectProjects(all: readonly Project[], ids: readonly number[], file = "content/cv.yaml"): { projects: Project[]; problems: string[] } {
  const problems: string[] = [];
  const chosen: Project[] = [];
  for (const id of new Set(ids)) {
    const project = all.find((p) => p.id === id);
    if (!project) problems.push(`${file}: projectIds: ${id} names no project in content/projects; the CV leaves it out`);
    else chosen.push(project);
  }
  if (chosen.length > CV_MAX_PROJECTS) {
    problems.push(`${file}: projectIds: ${chosen.length} projects, more than the CV has room for; it shows the first ${CV_MAX_PROJECTS}`);
  }
  const projects = chosen.length > 0 ? chosen.slice(0, CV_MAX_PROJECTS) : [...all].sort((a, b) => a.id - b.id).slice(0, CV_DEFAULT_PROJECTS);
  return { projects, problems };
}
