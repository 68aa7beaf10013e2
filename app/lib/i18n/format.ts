/**
 * Numbers, dates and read times in a page's language, from `Intl`: English keeps the
 * specification's en-US formats (`Mar 12, 2025`, `3,240`), Swedish uses sv-SE
 * (`12 mars 2025`, `3 240`, `47,2 %`). Formatters are cached: building one costs more than using it.
 */
import { INTL_LOCALE, type Locale } from "./locale";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A post's date (an ISO day, `2025-03-12`), read in UTC so the day never moves with the visitor's zone. */
export function formatDate(isoDay: string, locale: Locale): string {
  const format = cached(`date:${locale}`, () =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }),
  );
  return format.format(new Date(`${isoDay}T00:00:00Z`));
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return cached(`number:${locale}:${maximumFractionDigits}`, () =>
    new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits }),
  ).format(value);
}

/** A ratio as a percentage with `digits` decimals: `0.472` → `47.2%` (en) or `47,2 %` (sv). */
export function formatPercent(ratio: number, locale: Locale, digits = 1): string {
  return cached(`percent:${locale}:${digits}`, () =>
    new Intl.NumberFormat(INTL_LOCALE[locale], { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(ratio);
}

/** A post's reading time: `6 min read` (en), `6 min läsning` (sv). */
export function formatReadTime(minutes: number, locale: Locale): string {
  return locale === "sv" ? `${minutes} min läsning` : `${minutes} min read`;
}
