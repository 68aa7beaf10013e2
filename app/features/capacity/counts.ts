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

export function parseCount(raw: string, max: number, previous: number): ParsedCount {
  const text = raw.trim();
  const range = `Enter a whole number from 0 to ${max}`;
  if (text === "") return { count: previous, message: `${range}; still using ${previous}.` };
  const value = Number(text);
  if (!Number.isFinite(value)) return { count: previous, message: `${range}; still using ${previous}.` };
  const count = Math.min(max, Math.max(0, Math.round(value)));
  if (count !== value) return { count, message: `${range}; using ${count}.` };
  return { count, message: null };
}
