export const MAX_RECENT = 5;

/** Storage key of the recent list, e.g. "acme-palette-recent". */
export const recentKey = (productSlug: string) => `${productSlug}-palette-recent`;

type GetStorage = () => Storage | undefined;

/** Recently run entry ids, most recent first. Missing, corrupt or throwing storage means none. */
export function readRecent(storage: GetStorage, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? "[]");
    return Array.isArray(parsed)
      ? parsed.filter((v): v is string => typeof v === "string").slice(0, MAX_RECENT)
      : [];
  } catch {
    return [];
  }
}

/** Puts `id` first and returns the new list; it still applies for this visit if storage fails. */
export function pushRecent(storage: GetStorage, key: string, current: readonly string[], id: string): string[] {
  const next = [id, ...current.filter((r) => r !== id)].slice(0, MAX_RECENT);
  try {
    storage()?.setItem(key, JSON.stringify(next));
  } catch {
    // Private modes and full storage: remembered for this visit only.
  }
  return next;
}
