/**
 * The downloadable CV (/cv.pdf), generated at build time from the site config, journey,
 * skills, projects and services (scripts/build/cv/). Only what a CV needs beyond the site lives here.
 */
export const cv = {
  /** Where the build publishes the PDF. */
  path: "/cv.pdf",
  /** A short profile for the top of the CV, written for someone reading a CV rather than a page. */
  profile:
    "AI and optimisation engineer who turns congested railway networks and messy planning problems into timetables, schedules and tools that hold in daily operation. Capacity analyst for railways (UIC 406, timetable compression, microscopic simulation) with a freelance practice in mathematical optimisation, reinforcement learning and LLM applications, from first model to deployed, documented service.",
  /** The projects the CV lists (4 to 6), by id from app/content/projects.ts, in this order. */
  projectIds: [1, 13, 7, 8, 10],
} as const;

/** "Erik Lindqvist" → "Erik-Lindqvist-CV.pdf": ASCII only, so every browser keeps the name. */
export function cvFileName(ownerName: string): string {
  const base = ownerName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base || "cv"}-CV.pdf`;
}
