import { formatNumber } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locale";

/**
 * The size beside the download link, 1 KB = 1024 bytes as file managers count: "41 KB" or
 * "1.3 MB" on English pages (as they always read), "41 kB" or "1,3 MB" in Swedish (SI's
 * lower-case k and the decimal comma, as Swedish file managers write them). The unit is joined
 * by a no-break space there, and not by `Intl`'s unit style, whose spacing differs between ICU
 * versions: the prerendered HTML (Node) and the hydrated page (the browser) must agree.
 */
export function formatFileSize(bytes: number, locale: Locale = "en"): string {
  if (bytes < 1024 * 1024) {
    const kilobytes = Math.max(1, Math.round(bytes / 1024));
    return locale === "en" ? `${kilobytes} KB` : `${formatNumber(kilobytes, locale)}\u00a0kB`;
  }
  const megabytes = bytes / (1024 * 1024);
  return locale === "en" ? `${megabytes.toFixed(1)} MB` : `${formatNumber(Number(megabytes.toFixed(1)), locale, 1)}\u00a0MB`;
}
