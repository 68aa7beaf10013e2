/**
 * The short name of each train type in the order line and the legend ("C R F C"): its first
 * letter, or, where another type's name starts the same way, the shortest start of its name that
 * no other type's shares, so a scenario's "Express" and "Empty stock" read "Ex" and "Em".
 */
export function typeInitials(names: readonly string[]): string[] {
  return names.map((name, i) => {
    for (let n = 1; n < name.length; n++) {
      const start = name.slice(0, n);
      // "Local f", not "Local ": a start that ends in a space reads as the other type's name.
      if (/\s$/.test(start)) continue;
      if (names.every((other, j) => j === i || !other.startsWith(start))) return start;
    }
    return name;
  });
}
