import { lazyIsland } from "~/components/lazy-island";
import type { Locale } from "~/lib/i18n/locale";

/** The terminal's height, for the fallback. */
const fallback = <div aria-hidden="true" className="h-[27.5rem] rounded-md border border-border bg-input" />;

/**
 * The terminal as the home page uses it: prerendered HTML, code fetched when it nears the
 * viewport or is focused or typed into (what was typed meanwhile is adopted on hydration).
 * The fallback only shows on client-side navigation, with the terminal's height. One island per
 * language, so a page loads its own language's terminal content only.
 */
export const TerminalIsland = lazyIsland(() => import("./home-terminal-en"), { fallback });
export const TerminalIslandSv = lazyIsland(() => import("./home-terminal-sv"), { fallback });

/** The island of a language, for opening it from a command. */
export function terminalIsland(locale: Locale) {
  return locale === "sv" ? TerminalIslandSv : TerminalIsland;
}
