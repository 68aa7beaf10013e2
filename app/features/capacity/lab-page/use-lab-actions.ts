import { useEffect, useMemo, useRef } from "react";
import type { Locale } from "~/lib/i18n/locale";
import { m } from "~/paraglide/messages";
import { type FieldPath, addStationAfter, addTrainType, removeStation, removeTrainType, setCrossing, setDirection, setField, setOrder, setStops, setTracks } from "./edits";
import { issue } from "~/lib/capacity/issues";
import { issueText, issueWhat } from "~/lib/capacity/issue-text";
import { decimal, parseDecimal } from "../lab-text";
import type { Direction, Scenario, ScenarioTrainType } from "~/lib/capacity/scenario";
import { validateScenario } from "~/lib/capacity/validate";

const samePath = (a: FieldPath, b: FieldPath) => a.length === b.length && a.every((p, i) => p === b[i]);

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

function valueAt(s: Scenario, path: FieldPath): unknown {
  return path.reduce<unknown>((v, key) => (v && typeof v === "object" ? (v as Record<string | number, unknown>)[key] : undefined), s);
}

export interface LabActions {
  /**
   * A field's text typed: it becomes the scenario only if the whole scenario stays valid;
   * otherwise the answer says why (naming the other field when the clash is there, say the
   * next station's km) and which value is still used.
   */
  edit(path: FieldPath, numeric: boolean, text: string): string | null;
  addStationAfter(i: number): void;
  removeStation(i: number): void;
  addTrainType(): void;
  removeTrainType(i: number): void;
  setStops(i: number, stops: ScenarioTrainType["stops"]): void;
  toggleOrder(): void;
  setTracks(tracks: 1 | 2): void;
  setCrossing(i: number, crossing: boolean): void;
  setDirection(i: number, direction: Direction): void;
}

/** The editors' actions, the same functions for the page's life (memoised rows skip rendering); each reads the scenario as it is now. */
export function useLabActions(scenario: Scenario, commit: (next: Scenario, field?: string) => void, locale: Locale): LabActions {
  const current = useRef(scenario);
  useEffect(() => {
    current.current = scenario;
  });
  return useMemo(() => {
    const o = { locale };
    return {
      edit(path, numeric, text) {
        const s = current.current;
        let value: string | number = text;
        const now = valueAt(s, path);
        const still = (problem: string) => m.lab_still_using({ problem, value: typeof now === "number" ? decimal(now, locale) : `“${String(now)}”` }, o);
        if (numeric) {
          const parsed = parseDecimal(text);
          if (parsed === null) return still(capitalise(issueWhat(issue(text.trim() ? "type" : "required", path, { expected: "number" }), locale)));
          value = parsed;
        }
        const next = setField(s, path, value);
        const checked = validateScenario(next);
        if (checked.ok) {
          // Read by the next key before React has rendered this one.
          current.current = checked.value;
          commit(checked.value, path.join("."));
          return null;
        }
        return still(checked.issues.map((i) => (samePath(i.path, path) ? capitalise(issueWhat(i, locale)) : issueText(i, next, locale))).join(" "));
      },
      addStationAfter: (i) => commit(addStationAfter(current.current, i, (n) => m.lab_new_station({ n }, o))),
      removeStation: (i) => commit(removeStation(current.current, i)),
      addTrainType: () => commit(addTrainType(current.current, (n) => m.lab_new_type({ n }, o))),
      removeTrainType: (i) => commit(removeTrainType(current.current, i)),
      setStops: (i, stops) => commit(setStops(current.current, i, stops)),
      setTracks: (tracks) => commit(setTracks(current.current, tracks)),
      setCrossing: (i, crossing) => commit(setCrossing(current.current, i, crossing)),
      setDirection: (i, direction) => commit(setDirection(current.current, i, direction)),
      toggleOrder: () => commit(setOrder(current.current, current.current.order === "optimised" ? "timetabled" : "optimised")),
    } satisfies LabActions;
  }, [commit, locale]);
}
