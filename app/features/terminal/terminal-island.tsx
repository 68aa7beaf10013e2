import { lazyIsland } from "~/components/lazy-island";

/**
 * The terminal as the home page uses it: prerendered HTML, code fetched when it nears the
 * viewport or is focused or typed into (what was typed meanwhile is adopted on hydration).
 * The fallback only shows on client-side navigation, with the terminal's height.
 */
export const TerminalIsland = lazyIsland(() => import("./home-terminal"), {
  fallback: <div aria-hidden="true" className="h-[27.5rem] rounded-md border border-border bg-input" />,
});
