/** A project's status: each has a badge colour and a name in every language, so it is the site's, not the owner's. */
export const PROJECT_STATUSES = ["Production", "Active", "Research", "Completed", "Beta"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
