import { site } from "~/lib/content/site";

export type Theme = "light" | "dark" | "system";

export const THEMES: readonly Theme[] = ["light", "dark", "system"];
export const DEFAULT_THEME: Theme = "dark";
export const THEME_STORAGE_KEY = `${site.productSlug}-theme`;

/** light → dark → system → light, as the spec orders the toggle. */
export function nextTheme(theme: Theme): Theme {
  return theme === "light" ? "dark" : theme === "dark" ? "system" : "light";
}

export function parseTheme(value: unknown): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : DEFAULT_THEME;
}

/** Storage can be missing, full, or throw on access (privacy modes): every failure means dark. */
export function readStoredTheme(storage: () => Storage | undefined): Theme {
  try {
    return parseTheme(storage()?.getItem(THEME_STORAGE_KEY));
  } catch {
    return DEFAULT_THEME;
  }
}

export function writeStoredTheme(storage: () => Storage | undefined, theme: Theme): void {
  try {
    storage()?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // The choice still applies for this visit; it just is not remembered.
  }
}

export function isDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && systemPrefersDark);
}

/**
 * Runs inline in <head> before the first paint, so it cannot import anything: it repeats
 * readStoredTheme and isDark in plain ES5. theme.test.ts runs it against the same cases.
 */
export const themeScript = `(function(){var d=document.documentElement,t="${DEFAULT_THEME}";try{var s=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(s==="light"||s==="dark"||s==="system")t=s}catch(e){}var k=t==="dark"||(t==="system"&&window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches);d.classList.toggle("dark",k);d.style.colorScheme=k?"dark":"light";d.dataset.theme=t})()`;
