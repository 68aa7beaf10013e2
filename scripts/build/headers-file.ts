/**
 * Cloudflare Pages' documented limits for `_headers` (Netlify's are looser): a longer line or one
 * rule too many is dropped or refused by the host, and the site would go out without its headers.
 */
export const HEADERS_LIMITS = { lineLength: 2000, rules: 100 } as const;

/** A rule is a path line (not indented, not a comment) and the header lines under it. */
export function countRules(text: string): number {
  return text.split("\n").filter((line) => line.trim() !== "" && !/^\s/.test(line) && !line.startsWith("#")).length;
}

/** Stops the build with a sentence if `_headers` would break a host's limit. */
export function assertHeadersFileFits(text: string, limits: { lineLength: number; rules: number } = HEADERS_LIMITS): void {
  const lines = text.split("\n");
  const longest = lines.reduce((a, line, i) => (line.length > lines[a]!.length ? i : a), 0);
  const length = lines[longest]?.length ?? 0;
  if (length > limits.lineLength) {
    const name = lines[longest]!.trim().split(":")[0];
    throw new Error(
      `_headers line ${longest + 1} (${name}) is ${length} characters long, over the ${limits.lineLength} a static host such as Cloudflare Pages accepts: shorten that header.`,
    );
  }
  const rules = countRules(text);
  if (rules > limits.rules) {
    throw new Error(`_headers has ${rules} rules, over the ${limits.rules} a static host such as Cloudflare Pages accepts: merge rules under wider paths.`);
  }
}
