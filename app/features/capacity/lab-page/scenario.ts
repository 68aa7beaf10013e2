// Moved to app/lib/lab-scenario/ (issue 50): the build checks a post's lab block with it too.
export * from "~/lib/lab-scenario/scenario";
