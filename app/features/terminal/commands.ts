/**
 * The terminal's command runner: pure, so every rule of the spec is unit-tested without a
 * browser. It knows the fixed command set; everything it prints comes from the context, and its
 * own words from the message catalogue (messages/terminal) in the context's language.
 */
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

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

/**
 * Words a visitor may type instead of a command, per language. The commands themselves keep
 * their names everywhere (the specification's list); English has no aliases, so anything else
 * typed there is still "Command not found".
 */
export const ALIASES: Readonly<Record<Locale, Readonly<Record<string, CommandName>>>> = {
  en: {},
  sv: {
    hjälp: "help",
    om: "about",
    kompetenser: "skills",
    projekt: "projects",
    kontakt: "contact",
    rensa: "clear",
    matris: "matrix",
    järnväg: "railway",
  },
};

/** What Tab completes in a language: the commands, then that language's aliases. */
export function commandNames(locale: Locale): readonly string[] {
  return [...COMMANDS, ...Object.keys(ALIASES[locale])];
}
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

/** Structurally compatible with the Portfolio page's projects; status and category as shown. */
export interface TerminalProject {
  title: string;
  image: string;
  status: string;
  category: string;
}

export interface TerminalContext {
  /** The language of everything the terminal says. */
  locale: Locale;
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

/** The command a typed word names in a language (a command, or one of the language's aliases). */
export function resolveCommand(word: string, locale: Locale): CommandName | null {
  const name = word.toLowerCase();
  if (isCommand(name)) return name;
  return Object.hasOwn(ALIASES[locale], name) ? (ALIASES[locale][name] ?? null) : null;
}

/** In English exactly the specification's sentence. */
export function notFoundMessage(command: string, locale: Locale): string {
  return translate(locale)(m.terminal_not_found, { command });
}

const line = (text: string, tone: Tone = "output"): OutputLine => ({ text, tone });

export function runCommand(input: string, ctx: TerminalContext): CommandResult {
  const command = input.trim();
  if (!command) return { kind: "empty" };
  const name = resolveCommand(command, ctx.locale);
  if (!name) return { kind: "output", lines: [line(notFoundMessage(command, ctx.locale), "error")], stream: false };
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

/** A contact line: the label padded to a column, as in the specification's layout. */
const field = (label: string, value: string) => line(`  ${label.padEnd(11)}${value}`);

const PRINTERS: Record<Exclude<CommandName, "clear" | SequenceName>, (ctx: TerminalContext) => OutputLine[]> = {
  help: (ctx) => {
    const t = translate(ctx.locale);
    const width = Math.max(...ctx.commands.map((c) => c.name.length)) + 2;
    const aliases = Object.keys(ALIASES[ctx.locale]);
    return [
      line(t(m.terminal_help_heading), "heading"),
      ...ctx.commands.map((c) => line(`  ${c.name.padEnd(width)}${c.description}`)),
      ...(aliases.length ? [line(t(m.terminal_help_aliases, { aliases: aliases.join(", ") }), "muted")] : []),
      line(t(m.terminal_help_hint), "muted"),
    ];
  },
  about: ({ owner, locale }) => {
    const t = translate(locale);
    return [
      line(t(m.terminal_about_heading, { name: owner.ownerName, role: owner.role }), "heading"),
      ...owner.bio.map((p) => line(p)),
      line(t(m.terminal_about_footer, { availability: owner.availability, location: owner.location }), "muted"),
    ];
  },
  skills: ({ skills, locale }) => [
    line(translate(locale)(m.terminal_skills_heading, { count: skills.length }), "heading"),
    ...skills.map((c) => line(`  ${c.name}: ${c.skills.join(", ")}`)),
  ],
  projects: ({ projects, locale }) => {
    const categories = [...new Set(projects.map((p) => p.category))];
    return [
      line(translate(locale)(m.terminal_projects_heading, { count: projects.length }), "heading"),
      ...categories.flatMap((category) => [
        line(`  [${category}]`, "muted"),
        ...projects
          .filter((p) => p.category === category)
          .map((p) => line(`  ${p.image} ${p.title} (${p.status})`)),
      ]),
    ];
  },
  contact: ({ owner, locale }) => {
    const t = translate(locale);
    return [
      line(t(m.terminal_contact_heading), "heading"),
      field(t(m.terminal_contact_email), owner.email),
      field(t(m.terminal_contact_phone), owner.phone),
      field("GitHub:", owner.github),
      field("LinkedIn:", owner.linkedin),
      field(`${owner.marketplaceName}:`, owner.marketplaceUrl),
      field(t(m.terminal_contact_location), owner.location),
      line(t(m.terminal_contact_footer, { availability: owner.availability }), "muted"),
    ];
  },
};
