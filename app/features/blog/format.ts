// UTC, so a post dated 2025-03-12 shows that day in every time zone and at build time.
const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const numberFormat = new Intl.NumberFormat("en-US");

/** "2024-03-15" → "Mar 15, 2024". */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 3240 → "3,240". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
