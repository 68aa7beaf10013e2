import { useCallback } from "react";
import type { Locale } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";
import { type FieldPath, setField } from "./edits";
import { issue } from "./issues";
import { decimal, issueText, issueWhat, parseDecimal } from "./lab-text";
import type { Scenario } from "./scenario";
import { validateScenario } from "./validate";

const samePath = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((p, i) => p === b[i]);

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function valueAt(s: Scenario, path: FieldPath): unknown {
  return path.reduce<unknown>((v, key) => (v && typeof v === "object" ? (v as Record<string | number, unknown>)[key] : undefined), s);
}

/**
 * The editors' one rule: a typed value becomes the scenario only if the whole scenario stays
 * valid; otherwise the field says why (naming the other field when the clash is there, say the
 * next station's km) and which value is still used.
 */
export function useFieldEdit(scenario: Scenario, commit: (next: Scenario, field?: string) => void, locale: Locale) {
  return useCallback(
    (path: FieldPath, numeric: boolean) =>
      (text: string): string | null => {
        let value: string | number = text;
        const current = valueAt(scenario, path);
        const still = (problem: string) =>
          m.lab_still_using({ problem, value: typeof current === "number" ? decimal(current, locale) : `“${String(current)}”` }, { locale });
        if (numeric) {
          const parsed = parseDecimal(text);
          if (parsed === null) return still(capitalise(issueWhat(issue(text.trim() ? "type" : "required", path, { expected: "number" }), locale)));
          value = parsed;
        }
        const next = setField(scenario, path, value);
        const checked = validateScenario(next);
        if (checked.ok) {
          commit(checked.value, path.join("."));
          return null;
        }
        return still(checked.issues.map((i) => (samePath(i.path, path) ? capitalise(issueWhat(i, locale)) : issueText(i, next, locale))).join(" "));
      },
    [scenario, commit, locale],
  );
}
