// Half of a deliberate import circle: scripts/import-cycles.test.ts expects the check to find it.
import { b } from "./b";

export const a = (): string => `a${b()}`;
