/**
 * The capacity widgets' figures in the page's language, through the one formatter
 * (app/lib/i18n/format.ts): percentages ("47.2 %", sv "47,2 %"), editable decimals, minutes.
 * Issues become sentences in app/lib/capacity/issue-text.ts.
 */
import { roundPercent } from "~/lib/capacity/blocking-time";
import { formatFixed, formatNumber } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locale";
import type { Direction } from "~/lib/capacity/scenario";

/** The lab's percent sign: after a space, as the home lab has always written it; sv-SE's no-break space. */
const PERCENT: Record<Locale, string> = { en: " %", sv: "\u00a0%" };

/** A figure as the table shows it, one decimal, judged as limitStatus judges it. */
export function percent(ratio: number, locale: Locale): string {
  return `${formatFixed(roundPercent(ratio), locale, 1)}${PERCENT[locale]}`;
}

/** The limit without a needless ".0": "75 %". */
export function limitText(ratio: number, locale: Locale): string {
  return `${formatNumber(roundPercent(ratio), locale, 1)}${PERCENT[locale]}`;
}

/** A decimal as typed and shown in the editors: "0.5" in English, "0,5" in Swedish, no grouping. */
export function decimal(value: number, locale: Locale, digits = 3): string {
  return formatNumber(value, locale, digits, false);
}

/** Minutes with one decimal for the graph: "12.5" / "12,5". */
export function minutes(value: number, locale: Locale): string {
  return formatFixed(value, locale, 1);
}

/** A train type's direction as an arrow, down the line (the default) or up: "↓", "↑". */
export function arrow(direction: Direction | undefined): string {
  return direction === "up" ? "↑" : "↓";
}

/** What a visitor types in a number field: "0,5", "0.5", " 12 ", "1 200"; null when it is no number. */
export function parseDecimal(raw: string): number | null {
  const text = raw.trim().replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

