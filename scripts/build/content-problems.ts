// Loaded by scripts/build/build-site.mjs through Vite's module runner, which closes once this
// module has evaluated: the checks' imports run here, at the top level, before it does.
import { checkContent } from "./content-check";

export const problems = await checkContent();
