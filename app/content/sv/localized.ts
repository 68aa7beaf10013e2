/**
 * The type of a Swedish twin of an English `as const` value: the same keys, the same tuple
 * lengths and the same numbers and booleans, with every string widened to `string` so that the
 * Swedish text fits. Use it as `… as const satisfies Localized<typeof en.value>`: a missing or
 * extra key, or an entry too many or too few, fails the type check. Structural strings (paths,
 * ids, command names) widen too; app/content/sv/parity.test.ts checks that those stay equal.
 */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: never[]) => unknown
    ? T
    : T extends object
      ? { readonly [K in keyof T]: Localized<T[K]> }
      : T;
