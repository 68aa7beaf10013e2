/** "Anna Ek" → "Anna-Ek-CV.pdf": ASCII only, so every browser keeps the name. */
export function cvFileName(ownerName: string): string {
  const base = ownerName
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base || "cv"}-CV.pdf`;
}
