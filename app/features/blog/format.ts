// Formatted by hand rather than with Intl: the first Intl formatter a page creates loads ICU
// locale data, 15–20 ms on the main thread of a fast desktop, which made one long task of the
// blog's hydration. The output is the en-US short form, fixed for every visitor.
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2024-03-15" → "Mar 15, 2024". The ISO date is read as a calendar day, so no time zone can move it. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? months[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`Not an ISO date: ${isoDate}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/** 3240 → "3,240". */
export function formatNumber(value: number): string {
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
