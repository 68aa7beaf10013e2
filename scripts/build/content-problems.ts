// Loaded by scripts/build/build-site.mjs through Vite's module runner, which closes once this
// module has evaluated: the checks run here, at the top level, before it does.
import { ownerDataProblems } from "../../app/lib/content/data.server";
import { LOCALES } from "../../app/lib/i18n/locale";

/** Every problem of the owner's content, one line each, before any page is built. */
export const problems = ownerDataProblems(LOCALES);
