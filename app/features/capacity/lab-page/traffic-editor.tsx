import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { TYPE_STYLE_CLASSES } from "./graph-style";
import { addTrainType, removeTrainType, setStops } from "./edits";
import { LabField, inputClass } from "./lab-field";
import { decimal } from "./lab-text";
import { LIMITS, type Scenario, type ScenarioTrainType, intermediateStations } from "./scenario";
import type { useFieldEdit } from "./use-field-edit";

interface Props {
  scenario: Scenario;
  locale: Locale;
  edit: ReturnType<typeof useFieldEdit>;
  commit(next: Scenario): void;
  endField(): void;
}

type StopsMode = "all" | "none" | "chosen";

const modeOf = (stops: ScenarioTrainType["stops"]): StopsMode => (stops === "all" ? "all" : stops.length ? "chosen" : "none");

/** Where one type stops: every station, none, or the ones ticked. */
function StopsEditor({ scenario, index, commit }: { scenario: Scenario; index: number; commit(next: Scenario): void }) {
  const t = useT();
  const id = useId();
  const type = scenario.trainTypes[index]!;
  const inner = intermediateStations(scenario.line);
  // "Chosen" with nothing ticked yet is no stops to the scenario, but not to the visitor.
  const [picked, setPicked] = useState<StopsMode | null>(null);
  const mode = modeOf(type.stops) === "none" && picked === "chosen" ? "chosen" : modeOf(type.stops);
  const chosen = type.stops === "all" ? inner.map((s) => s.name) : type.stops;
  return (
    <div className="sm:col-span-2">
      <label htmlFor={`${id}-mode`} className="block font-mono text-xs text-muted-foreground">
        {t(m.lab_type_stops_label)}
      </label>
      <select
        id={`${id}-mode`}
        value={mode}
        onChange={(e) => {
          const next = e.currentTarget.value as StopsMode;
          setPicked(next);
          // "Chosen" starts from what the type did: every station, or none.
          commit(setStops(scenario, index, next === "all" ? "all" : next === "none" ? [] : mode === "all" ? inner.map((s) => s.name) : []));
        }}
        className={inputClass(false, "mt-1")}
      >
        <option value="all">{t(m.lab_stops_all)}</option>
        <option value="none">{t(m.lab_stops_none)}</option>
        <option value="chosen">{t(m.lab_stops_chosen)}</option>
      </select>
      {mode === "chosen" &&
        (inner.length ? (
          <fieldset className="mt-2">
            <legend className="sr-only">{t(m.lab_stops_legend, { name: type.name })}</legend>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {inner.map((station) => (
                <li key={station.name}>
                  <label className="flex min-h-11 items-center gap-2 font-mono text-sm text-foreground lg:min-h-8">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--accent)]"
                      checked={chosen.includes(station.name)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        commit(setStops(scenario, index, on ? [...chosen, station.name] : chosen.filter((n) => n !== station.name)));
                      }}
                    />
                    {station.name}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : (
          <p className="mt-2 font-mono text-xs text-muted-foreground">{t(m.lab_stops_no_stations)}</p>
        ))}
    </div>
  );
}

/** The train types: name, speed, trains per hour, first departure and stops of each. */
export function TrafficEditor({ scenario, locale, edit, commit, endField }: Props) {
  const t = useT();
  const types = scenario.trainTypes.length;
  return (
    <section aria-labelledby="lab-traffic-heading" className="min-w-0">
      <h2 id="lab-traffic-heading" className="font-mono text-lg font-semibold text-foreground">
        {t(m.lab_traffic_heading)}
      </h2>
      <ol className="mt-3 space-y-4">
        {scenario.trainTypes.map((type, i) => (
          <li key={i} className="rounded-sm border border-border bg-card p-3">
            <div className="flex items-center justify-between gap-2">
              <h3 className="flex items-center gap-2 font-mono text-sm font-semibold text-foreground">
                <svg aria-hidden="true" viewBox="0 0 24 4" className="h-1 w-6 shrink-0">
                  <line x1={0} x2={24} y1={2} y2={2} strokeWidth={3} {...TYPE_STYLE_CLASSES[i]} />
                </svg>
                {t(m.lab_type_heading, { n: i + 1 })}
              </h3>
              <button
                type="button"
                className={buttonClass("ghost", "px-2")}
                disabled={types <= LIMITS.trainTypes.min}
                onClick={() => commit(removeTrainType(scenario, i))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="sr-only">{t(m.lab_type_remove, { name: type.name })}</span>
              </button>
            </div>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <LabField
                label={t(m.lab_type_name_label)}
                defaultValue={type.name}
                maxLength={LIMITS.nameLength + 20}
                onEdit={edit(["trainTypes", i, "name"], false)}
                onDone={endField}
              />
              <LabField label={t(m.lab_type_speed_label)} numeric defaultValue={decimal(type.speedKmh, locale)} onEdit={edit(["trainTypes", i, "speedKmh"], true)} onDone={endField} />
              <LabField label={t(m.lab_type_per_hour_label)} numeric defaultValue={decimal(type.perHour, locale)} onEdit={edit(["trainTypes", i, "perHour"], true)} onDone={endField} />
              <LabField label={t(m.lab_type_offset_label)} numeric defaultValue={decimal(type.offsetMin, locale)} onEdit={edit(["trainTypes", i, "offsetMin"], true)} onDone={endField} />
              <StopsEditor scenario={scenario} index={i} commit={commit} />
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass("secondary")} disabled={types >= LIMITS.trainTypes.max} onClick={() => commit(addTrainType(scenario, (n) => t(m.lab_new_type, { n })))}>
          <Plus aria-hidden="true" className="size-4" />
          {t(m.lab_type_add)}
        </button>
        <p className="font-mono text-xs text-muted-foreground">{t(m.lab_types_count, { count: types, max: LIMITS.trainTypes.max })}</p>
      </div>
    </section>
  );
}
