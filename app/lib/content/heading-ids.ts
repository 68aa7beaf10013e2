/**
 * Ids for the headings of a post body, so a reader can link to a section. GitHub's rule, so
 * links look familiar: lowercase, letters and digits of any script kept, the rest dropped,
 * spaces to hyphens. Stable: the same text always gives the same id.
 */
export function headingSlug(text: string): string {
  const slug = text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // A heading of only symbols or emoji still needs an id.
  return slug || "section";
}

/**
 * Unique ids within one document: a repeated heading gets "-2", "-3"… in order, and ids the
 * surrounding page already uses (`reserved`) are never handed out.
 */
export function createSlugger(reserved: Iterable<string> = []): (text: string) => string {
  const used = new Set(reserved);
  return (text) => {
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}
