import {
  DEFAULT_THEME,
  type Theme,
  isDark,
  parseTheme,
  writeStoredTheme,
} from "./theme";

// One store for every toggle on the page (sidebar and tab bar), backed by the attributes the
// inline head script already set, so the first client render agrees with what was painted.
const listeners = new Set<() => void>();
const DARK_QUERY = "(prefers-color-scheme: dark)";
const storage = () => window.localStorage;

function systemPrefersDark(): boolean {
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

function apply(theme: Theme): void {
  const root = document.documentElement;
  const dark = isDark(theme, systemPrefersDark());
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
  root.dataset.theme = theme;
}

export function getTheme(): Theme {
  return parseTheme(document.documentElement.dataset.theme);
}

export function getServerTheme(): Theme {
  return DEFAULT_THEME;
}

export function setTheme(theme: Theme): void {
  apply(theme);
  writeStoredTheme(storage, theme);
  listeners.forEach((l) => l());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  // "system" follows the OS while the page is open.
  const onChange = () => {
    if (getTheme() === "system") apply("system");
  };
  media?.addEventListener("change", onChange);
  // The OS may have switched between the head script's paint and hydration.
  onChange();
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", onChange);
  };
}
