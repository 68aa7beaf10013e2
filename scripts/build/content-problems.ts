// Loaded by scripts/build/build-site.mjs through Vite's module runner, which closes once this
// module has evaluated: the checks run here, at the top level, before it does.
import { ownerDataProblems } from "../../app/lib/content/data.server";
import { LOCALES } from "../../app/lib/i18n/locale";

/**
 * Every problem of the owner's content before any page is built, one line each: the data files
 * (all of them at once), then the projects (with their case studies' lab files) and the posts
 * (with their lab blocks), each stopping at its first problem.
 */
async function contentProblems(): Promise<string[]> {
  const problems = ownerDataProblems(LOCALES);
  // The projects and posts read the site's data: with a problem there, they would only repeat it.
  if (problems.length > 0) return problems;
  const { getCollection } = await import("../../app/lib/content/get-collection.server");
  for (const name of ["projects", "posts"] as const) {
    for (const locale of LOCALES) {
      try {
        getCollection(name as "posts", locale);
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  return [...new Set(problems)];
}

export const problems = await contentProblems();
