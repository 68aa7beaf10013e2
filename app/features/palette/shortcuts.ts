import type { PaletteMode } from "./ranking";

export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The palette a key press opens, or null. Ctrl/Cmd+P and Ctrl/Cmd+K open "Go to file";
 * Ctrl/Cmd+Shift+P and F1 open commands. While the visitor types in a field (a form, the
 * terminal) only Ctrl+P, Ctrl+Shift+P and F1 count, as the editor honours them there too.
 */
export function paletteShortcut(e: KeyLike, typing: boolean): PaletteMode | null {
  if (e.altKey) return null;
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (e.key === "F1" && !mod && !e.shiftKey) return "commands";
  if (!mod || (e.ctrlKey && e.metaKey)) return null;
  const isP = key === "p" || e.code === "KeyP";
  if (isP) return e.shiftKey ? "commands" : "files";
  if ((key === "k" || e.code === "KeyK") && !e.shiftKey && !typing) return "files";
  return null;
}

/** Whether the key goes into something the visitor is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !["button", "submit", "reset", "checkbox", "radio", "range", "color", "file"].includes(target.type);
  }
  return false;
}

/** "Ctrl+P" or "⌘P", as the visitor's keyboard labels it. */
export function formatShortcut(keys: readonly string[], mac: boolean): string {
  if (!mac) return keys.join("+");
  const symbols: Record<string, string> = { Ctrl: "⌘", Shift: "⇧", Alt: "⌥" };
  return keys.map((k) => symbols[k] ?? k).join("");
}
