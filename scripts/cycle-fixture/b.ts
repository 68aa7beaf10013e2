// The other half of the circle in a.ts.
import type { a } from "./a";

export const b = (): string => "b";
export type A = typeof a;
