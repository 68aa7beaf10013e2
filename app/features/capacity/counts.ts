import type { Locale } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";

/**
 * Reading the lab's number inputs. They are uncontrolled (what a visitor types before the
 * code arrives stays in the DOM), so every value comes in as the raw string of the field.
 */

export interface ParsedCount {
  /** The count the lab uses: always a whole number within 0..max, never NaN. */
  count: number;
  /** Why the typed value was not used as is; null when it was. */
  message: string | null;
}

export function parseCount(raw: string, max: number, previous: number, locale: Locale = "en"): ParsedCount {
  const text = raw.trim();
  const value = Number(text);
  if (text === "" || !Number.isFinite(value)) return { count: previous, message: m.capacity_count_still_using({ max, count: previous }, { locale }) };
  const count = Math.min(max, Math.max(0, Math.round(value)));
  if (count !== value) return { count, message: m.capacity_count_using({ max, count }, { locale }) };
  return { count, message: null };
}
