import type { Locale } from "~/lib/i18n/locale";

// Formatted by hand rather than with Intl: the first Intl formatter a page creates loads ICU
// locale data, 15–20 ms on the main thread of a fast desktop, which made one long task of the
// blog's hydration. The output is Intl's short form for the page's language (en-US, sv-SE),
// fixed for every visitor; format.test.ts holds it to Intl's own output.
const MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  sv: ["jan.", "feb.", "mars", "apr.", "maj", "juni", "juli", "aug.", "sep.", "okt.", "nov.", "dec."],
};

/**
 * "2024-03-15" → "Mar 15, 2024" (en), "15 mars 2024" (sv). The ISO date is read as a calendar
 * day, so no time zone can move it.
 */
export function formatDate(isoDate: string, locale: Locale = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[locale][Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not an ISO date: ${isoDate}`);
  const day = Number(match[3]);
  return locale === "sv" ? `${day} ${month} ${match[1]}` : `${month} ${day}, ${match[1]}`;
}

// sv-SE groups thousands with a no-break space, writes a decimal comma and a real minus sign.
const NUMBER_PARTS: Record<Locale, { group: string; decimal: string; minus: string }> = {
  en: { group: ",", decimal: ".", minus: "-" },
  sv: { group: "\u00a0", decimal: ",", minus: "\u2212" },
};

/** 3240 → "3,240" (en), "3 240" with a no-break space (sv). */
export function formatNumber(value: number, locale: Locale = "en"): string {
  const { group, decimal, minus } = NUMBER_PARTS[locale];
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? minus : ""}${grouped}${fraction ? `${decimal}${fraction}` : ""}`;
}

/** The minutes of a read time as a post's front matter writes it ("6 min read", "6 min läsning"). */
export function readMinutes(readTime: string): number | null {
  const match = /^(\d+) min\b/.exec(readTime);
  return match ? Number(match[1]) : null;
}

/**
 * A post's read time in the page's language: an English post listed on the Swedish blog reads
 * "6 min läsning" there, as the Swedish ones do. Anything not in the front matter's form is shown as written.
 */
export function formatReadTime(readTime: string, locale: Locale = "en"): string {
  const minutes = readMinutes(readTime);
  if (minutes === null) return readTime;
  return locale === "sv" ? `${minutes} min läsning` : `${minutes} min read`;
}
