/**
 * Dates, numbers, percentages and read times in a page's language: English keeps the
 * specification's en-US formats (`Mar 12, 2025`, `3,240`, `47.2%`), Swedish writes sv-SE's
 * (`12 mars 2025`, `3 240`, `47,2 %`). Written by hand rather than with Intl: the first Intl
 * formatter a page creates loads ICU locale data on the main thread (docs/decisions.md, issue 51,
 * measured); format.test.ts holds every output to Intl's own.
 */
import type { Locale } from "./locale";

const MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  sv: ["jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "dec."],
};

/** A post's date, an ISO day (`2025-03-12`), read as a calendar day: no time zone can move it. */
export function formatDate(isoDay: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = match ? MONTHS[locale][Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not an ISO date: ${isoDay}`);
  const day = Number(match[3]);
  return locale === "sv" ? `${day} ${month} ${match[1]}` : `${month} ${day}, ${match[1]}`;
}

// sv-SE groups thousands with a no-break space, writes a decimal comma and a real minus sign.
const NUMBER_PARTS: Record<Locale, { group: string; decimal: string; minus: string; percent: string }> = {
  en: { group: ",", decimal: ".", minus: "-", percent: "%" },
  sv: { group: "\u00a0", decimal: ",", minus: "\u2212", percent: "\u00a0%" },
};

function digits(value: number, locale: Locale, minimumFractionDigits: number, maximumFractionDigits: number, grouping = true): string {
  const { group, decimal, minus } = NUMBER_PARTS[locale];
  const rounded = Math.abs(value).toFixed(maximumFractionDigits);
  const [whole = "", fraction = ""] = rounded.split(".");
  let kept = fraction.replace(/0+$/, "");
  if (kept.length < minimumFractionDigits) kept = fraction.slice(0, minimumFractionDigits);
  const sign = value < 0 && Number(rounded) !== 0 ? minus : "";
  return `${sign}${grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole}${kept ? `${decimal}${kept}` : ""}`;
}

/**
 * 3240 → `3,240` (en), `3 240` with a no-break space (sv); at most `maximumFractionDigits` decimals,
 * as Intl. Without grouping for a value a visitor edits (`1200.5`, `1200,5`).
 */
export function formatNumber(value: number, locale: Locale = "en", maximumFractionDigits = 3, grouping = true): string {
  return digits(value, locale, 0, maximumFractionDigits, grouping);
}

/** Exactly `fractionDigits` decimals: `1.25` (en), `1,25` (sv), as `toFixed` in the page's language. */
export function formatFixed(value: number, locale: Locale, fractionDigits: number): string {
  return digits(value, locale, fractionDigits, fractionDigits);
}

/** A ratio as a percentage with `fractionDigits` decimals: `0.472` → `47.2%` (en), `47,2 %` (sv). */
export function formatPercent(ratio: number, locale: Locale, fractionDigits = 1): string {
  return `${digits(ratio * 100, locale, fractionDigits, fractionDigits)}${NUMBER_PARTS[locale].percent}`;
}

/**
 * A post's read time as its front matter writes it (`6 min read`), in the page's language: an
 * English post listed on the Swedish blog reads `6 min läsning`. Any other form is shown as written.
 */
export function formatReadTime(readTime: string, locale: Locale = "en"): string {
  const match = /^(\d+) min\b/.exec(readTime);
  if (!match) return readTime;
  return locale === "sv" ? `${match[1]} min läsning` : `${match[1]} min read`;
}
