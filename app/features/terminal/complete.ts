/** Tab completion of a command prefix, case-insensitive. */

export type Completion =
  | { kind: "none" }
  | { kind: "complete"; value: string }
  | { kind: "candidates"; candidates: string[] };

export function completeCommand(input: string, commands: readonly string[]): Completion {
  const prefix = input.trim().toLowerCase();
  if (!prefix) return { kind: "none" };
  const matches = commands.filter((c) => c.startsWith(prefix));
  if (matches.length === 0) return { kind: "none" };
  const common = longestCommonPrefix(matches);
  // An exact command needs no completion: Tab then moves focus on, as everywhere else.
  if (common.length > prefix.length) return { kind: "complete", value: common };
  if (matches.length === 1) return { kind: "none" };
  return { kind: "candidates", candidates: matches };
}

function longestCommonPrefix(words: readonly string[]): string {
  let prefix = words[0] ?? "";
  for (const word of words) {
    while (!word.startsWith(prefix)) prefix = prefix.slice(0, -1);
  }
  return prefix;
}
