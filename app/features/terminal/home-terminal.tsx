import type { ProjectCategory, ProjectStatus } from "~/lib/content/project";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { TerminalContext, TerminalOwner, TerminalSkillCategory } from "./commands";
import { Terminal } from "./terminal";

/** One language's content for the home page's terminal (app/lib/content/home.ts and its twins). */
export interface HomeTerminalContent {
  locale: Locale;
  site: TerminalOwner & { productSlug: string };
  skills: readonly TerminalSkillCategory[];
  projects: readonly { title: string; image: string; status: ProjectStatus; category: ProjectCategory }[];
  commands: TerminalContext["commands"];
  sequences: TerminalContext["sequences"];
  welcome: readonly string[];
  prompt: string;
}

/** Status and category are filter keys in the content; the terminal shows them in words. */
function projectLabels(locale: Locale) {
  const t = translate(locale);
  const status: Record<ProjectStatus, string> = {
    Production: t(m.terminal_status_production),
    Active: t(m.terminal_status_active),
    Research: t(m.terminal_status_research),
    Completed: t(m.terminal_status_completed),
    Beta: t(m.terminal_status_beta),
  };
  // The sample categories in words; an owner's own category as written.
  const category: Partial<Record<ProjectCategory, string>> = {
    Railway: t(m.terminal_category_railway),
    "AI/ML": t(m.terminal_category_ai_ml),
    Optimization: t(m.terminal_category_optimization),
  };
  return { status, category };
}

/**
 * The home page's terminal with one language's content. Each language has its own entry module
 * (home-terminal-en.tsx, home-terminal-sv.tsx), so the projects and skills a page's terminal
 * prints travel in its lazily loaded chunk, in its language only.
 */
export function homeTerminal(content: HomeTerminalContent) {
  const labels = projectLabels(content.locale);
  // `skills` and `projects` read the same content as the About and Portfolio pages.
  const ctx: TerminalContext = {
    locale: content.locale,
    owner: content.site,
    skills: content.skills,
    projects: content.projects.map((p) => ({ ...p, status: labels.status[p.status], category: labels.category[p.category] ?? p.category })),
    commands: content.commands,
    sequences: content.sequences,
  };
  const { welcome, prompt } = content;
  const title = `bash — ${content.site.productSlug}`;
  return function HomeTerminal() {
    return <Terminal ctx={ctx} welcome={welcome} prompt={prompt} title={title} />;
  };
}
