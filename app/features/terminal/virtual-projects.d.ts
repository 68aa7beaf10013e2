declare module "virtual:terminal-projects" {
  type TerminalProjectEntry = import("./project-index").TerminalProjectEntry;
  /** The English terminal's projects (app/features/terminal/project-index.ts); undefined in a Swedish build. */
  export const en: TerminalProjectEntry[] | undefined;
  /** The Swedish terminal's projects; undefined in an English build. */
  export const sv: TerminalProjectEntry[] | undefined;
}
