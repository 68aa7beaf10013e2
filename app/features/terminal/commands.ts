/**
 * The terminal's command runner: pure, so every rule of the spec is unit-tested without a
 * browser. It knows the fixed command set; everything it prints comes from the context.
 */

export const COMMANDS = [
  "help",
  "about",
  "skills",
  "projects",
  "contact",
  "clear",
  "matrix",
  "railway",
  "ai",
] as const;

export type CommandName = (typeof COMMANDS)[number];
export type SequenceName = "matrix" | "railway" | "ai";

export type Tone = "output" | "muted" | "heading" | "error" | "success";

export interface OutputLine {
  text: string;
  tone: Tone;
}

/** Field names match the site config, so the config itself can be passed. */
export interface TerminalOwner {
  ownerName: string;
  role: string;
  bio: readonly string[];
  email: string;
  phone: string;
  location: string;
  availability: string;
  github: string;
  linkedin: string;
  marketplaceName: string;
  marketplaceUrl: string;
}

/** Structurally compatible with the About page's skill categories. */
export interface TerminalSkillCategory {
  name: string;
  skills: readonly string[];
}

/** Structurally compatible with the Portfolio page's projects. */
export interface TerminalProject {
  title: string;
  image: string;
  status: string;
  category: string;
}

export interface TerminalContext {
  owner: TerminalOwner;
  skills: readonly TerminalSkillCategory[];
  projects: readonly TerminalProject[];
  commands: readonly { name: string; description: string }[];
  sequences: Readonly<Record<SequenceName, readonly string[]>>;
}

export type CommandResult =
  | { kind: "empty" }
  | { kind: "clear" }
  /** `stream` asks the view to print the lines one by one. */
  | { kind: "output"; lines: OutputLine[]; stream: boolean };

export function isCommand(name: string): name is CommandName {
  return (COMMANDS as readonly string[]).includes(name);
}

export function notFoundMessage(command: string): string {
  return `Command not found: ${command}. Type 'help' for available commands.`;
}

const line = (text: string, tone: Tone = "output"): OutputLine => ({ text, tone });

export function runCommand(input: string, ctx: TerminalContext): CommandResult {
  const command = input.trim();
  if (!command) return { kind: "empty" };
  const name = command.toLowerCase();
  if (!isCommand(name)) return { kind: "output", lines: [line(notFoundMessage(command), "error")], stream: false };
  switch (name) {
    case "clear":
      return { kind: "clear" };
    case "matrix":
    case "railway":
    case "ai":
      return { kind: "output", lines: ctx.sequences[name].map((t) => line(t, "success")), stream: true };
    default:
      return { kind: "output", lines: PRINTERS[name](ctx), stream: false };
  }
}

const PRINTERS: Record<Exclude<CommandName, "clear" | SequenceName>, (ctx: TerminalContext) => OutputLine[]> = {
  help: (ctx) => {
    const width = Math.max(...ctx.commands.map((c) => c.name.length)) + 2;
    return [
      line("Available commands:", "heading"),
      ...ctx.commands.map((c) => line(`  ${c.name.padEnd(width)}${c.description}`)),
      line("Tab completes a command, ↑/↓ walk the history, Ctrl+L clears.", "muted"),
    ];
  },
  about: ({ owner }) => [
    line(`${owner.ownerName} — ${owner.role}`, "heading"),
    ...owner.bio.map((p) => line(p)),
    line(`${owner.availability} · based in ${owner.location}`, "muted"),
  ],
  skills: ({ skills }) => [
    line(`Skills (${skills.length} categories, also on /about):`, "heading"),
    ...skills.map((c) => line(`  ${c.name}: ${c.skills.join(", ")}`)),
  ],
  projects: ({ projects }) => {
    const categories = [...new Set(projects.map((p) => p.category))];
    return [
      line(`${projects.length} projects (details on /portfolio):`, "heading"),
      ...categories.flatMap((category) => [
        line(`  [${category}]`, "muted"),
        ...projects
          .filter((p) => p.category === category)
          .map((p) => line(`  ${p.image} ${p.title} (${p.status})`)),
      ]),
    ];
  },
  contact: ({ owner }) => [
    line("Contact", "heading"),
    line(`  Email:     ${owner.email}`),
    line(`  Phone:     ${owner.phone}`),
    line(`  GitHub:    ${owner.github}`),
    line(`  LinkedIn:  ${owner.linkedin}`),
    line(`  ${`${owner.marketplaceName}:`.padEnd(11)}${owner.marketplaceUrl}`),
    line(`  Location:  ${owner.location}`),
    line(`${owner.availability}. Or use the form on /contact.`, "muted"),
  ],
};
