import { site } from "~/content/site";

export const RECENT_KEY = `${site.productSlug}-palette-recent`;
export const MAX_RECENT = 5;

type GetStorage = () => Storage | undefined;

/** Recently run entry ids, most recent first. Missing, corrupt or throwing storage means none. */
export function readRecent(storage: GetStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((v): v is string => typeof v === "string").slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

/** Puts `id` first and returns the new list; it still applies for this visit if storage fails. */
export function pushRecent(storage: GetStorage, current: readonly string[], id: string): string[] {
  const next = [id, ...current.filter((r) => r !== id)].slice(0, MAX_RECENT);
  try {
    storage()?.setItem(RECENT_KEY, JSON.stringify(next));
  } catch {
    // Private modes and full storage: remembered for this visit only.
  }
  return next;
}
