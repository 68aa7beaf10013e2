import { Plus, Trash2 } from "lucide-react";
import { memo, useEffect, useId, useMemo, useRef, useState } from "react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { useHydrated } from "~/lib/use-hydrated";
import { m } from "~/paraglide/messages";
import { TYPE_STYLE_CLASSES } from "./graph-style";
import { useGrowing } from "./growing";
import { LabField, inputClass } from "./lab-field";
import { decimal } from "./lab-text";
import { LIMITS, type ScenarioStation, type ScenarioTrainType } from "./scenario";
import type { LabActions } from "./use-lab-actions";

type StopsMode = "all" | "none" | "chosen";

const modeOf = (stops: ScenarioTrainType["stops"]): StopsMode => (stops === "all" ? "all" : stops.length ? "chosen" : "none");

/** Where one type stops: every station, none, or the ones ticked. */
function StopsEditor({ type, index, inner, locale, actions }: { type: ScenarioTrainType; index: number; inner: readonly string[]; locale: Locale; actions: LabActions }) {
  const t = translate(locale);
  const id = useId();
  // "Chosen" with nothing ticked yet is no stops to the scenario, but not to the visitor.
  const [picked, setPicked] = useState<StopsMode | null>(null);
  // Once the page has hydrated, the check boxes exist only while the list is open: folded, a
  // type's 38 (114 elements) were still built, reconciled and kept in the document for every card
  // that grew in or changed. The prerendered page keeps them, so the list opens without JavaScript.
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  // Opened before the page hydrated: the browser's toggle came before React's listener.
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const mode = modeOf(type.stops) === "none" && picked === "chosen" ? "chosen" : modeOf(type.stops);
  const chosen = type.stops === "all" ? inner : type.stops;
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
          actions.setStops(index, next === "all" ? "all" : next === "none" ? [] : mode === "all" ? [...inner] : []);
        }}
        className={inputClass(false, "mt-1")}
      >
        <option value="all">{t(m.lab_stops_all)}</option>
        <option value="none">{t(m.lab_stops_none)}</option>
        <option value="chosen">{t(m.lab_stops_chosen)}</option>
      </select>
      {mode === "chosen" &&
        (inner.length ? (
          <details ref={details} className="mt-2" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
            <summary className="flex min-h-11 cursor-pointer items-center font-mono text-sm text-accent lg:min-h-8">
              {t(m.lab_stops_summary, { count: chosen.length, total: inner.length })}
            </summary>
            {(open || !hydrated) && (
              <fieldset className="mt-1">
                <legend className="sr-only">{t(m.lab_stops_legend, { name: type.name })}</legend>
                <ul className="flex flex-wrap gap-x-4 gap-y-1">
                  {inner.map((station) => (
                    <li key={station}>
                      <label className="flex min-h-11 items-center gap-2 font-mono text-sm text-foreground lg:min-h-8">
                        <input
                          type="checkbox"
                          className="size-4 accent-[var(--accent)]"
                          checked={chosen.includes(station)}
                          onChange={(e) => {
                            const on = e.currentTarget.checked;
                            actions.setStops(index, on ? [...chosen, station] : chosen.filter((n) => n !== station));
                          }}
                        />
                        {station}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
          </details>
        ) : (
          <p className="mt-2 font-mono text-xs text-muted-foreground">{t(m.lab_stops_no_stations)}</p>
        ))}
    </div>
  );
}

interface CardProps {
  type: ScenarioTrainType;
  index: number;
  inner: readonly string[];
  canRemove: boolean;
  locale: Locale;
  actions: LabActions;
  endField(): void;
}

/** One train type: renders again only when it, the stations or the limits change. */
const TypeCard = memo(
  function TypeCard({ type, index: i, inner, canRemove, locale, actions, endField }: CardProps) {
    const t = translate(locale);
    return (
      <li className="render-when-near rounded-sm border border-border bg-card p-3 [--near-size:26rem]">
        <div className="flex items-center justify-between gap-2">
          <h3 className="flex items-center gap-2 font-mono text-sm font-semibold text-foreground">
            <svg aria-hidden="true" viewBox="0 0 24 4" className="h-1 w-6 shrink-0">
              <line x1={0} x2={24} y1={2} y2={2} strokeWidth={3} {...TYPE_STYLE_CLASSES[i]} />
            </svg>
            {t(m.lab_type_heading, { n: i + 1 })}
          </h3>
          <button type="button" className={buttonClass("ghost", "px-2")} disabled={!canRemove} onClick={() => actions.removeTrainType(i)}>
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(m.lab_type_remove, { name: type.name })}</span>
          </button>
        </div>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <LabField
            label={t(m.lab_type_name_label)}
            defaultValue={type.name}
            maxLength={LIMITS.nameLength + 20}
            field={`trainTypes.${i}.name`}
            edit={actions.edit}
            onDone={endField}
          />
          <LabField
            label={t(m.lab_type_speed_label)}
            numeric
            defaultValue={decimal(type.speedKmh, locale)}
            field={`trainTypes.${i}.speedKmh`}
            edit={actions.edit}
            onDone={endField}
          />
          <LabField
            label={t(m.lab_type_per_hour_label)}
            numeric
            defaultValue={decimal(type.perHour, locale)}
            field={`trainTypes.${i}.perHour`}
            edit={actions.edit}
            onDone={endField}
          />
          <LabField
            label={t(m.lab_type_offset_label)}
            numeric
            defaultValue={decimal(type.offsetMin, locale)}
            field={`trainTypes.${i}.offsetMin`}
            edit={actions.edit}
            onDone={endField}
          />
          <StopsEditor type={type} index={i} inner={inner} locale={locale} actions={actions} />
        </div>
      </li>
    );
  },
  (a, b) =>
    a.index === b.index &&
    a.inner === b.inner &&
    a.canRemove === b.canRemove &&
    a.locale === b.locale &&
    a.actions === b.actions &&
    a.endField === b.endField &&
    sameType(a.type, b.type),
);

function sameType(a: ScenarioTrainType, b: ScenarioTrainType): boolean {
  return (
    a.name === b.name &&
    a.speedKmh === b.speedKmh &&
    a.perHour === b.perHour &&
    a.offsetMin === b.offsetMin &&
    (a.stops === b.stops || (a.stops !== "all" && b.stops !== "all" && a.stops.join("\n") === b.stops.join("\n")))
  );
}

interface Props {
  trainTypes: readonly ScenarioTrainType[];
  stations: readonly ScenarioStation[];
  locale: Locale;
  actions: LabActions;
  endField(): void;
}

/** The train types: name, speed, trains per hour, first departure and stops of each. */
export function TrafficEditor({ trainTypes, stations, locale, actions, endField }: Props) {
  const t = translate(locale);
  const types = trainTypes.length;
  // The same list while the intermediate stations' names stay the same (a km edit keeps it).
  const innerKey = stations
    .slice(1, -1)
    .map((s) => s.name)
    .join("\n");
  const inner = useMemo(() => (innerKey ? innerKey.split("\n") : []), [innerKey]);
  const cards = useGrowing(types, 1);
  return (
    <section aria-labelledby="lab-traffic-heading" className="min-w-0">
      <h2 id="lab-traffic-heading" className="font-mono text-lg font-semibold text-foreground">
        {t(m.lab_traffic_heading)}
      </h2>
      <ol className="mt-3 space-y-4">
        {trainTypes.slice(0, cards).map((type, i) => (
          <TypeCard
            key={i}
            type={type}
            index={i}
            inner={inner}
            canRemove={types > LIMITS.trainTypes.min}
            locale={locale}
            actions={actions}
            endField={endField}
          />
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass("secondary")} disabled={types >= LIMITS.trainTypes.max} onClick={actions.addTrainType}>
          <Plus aria-hidden="true" className="size-4" />
          {t(m.lab_type_add)}
        </button>
        <p className="font-mono text-xs text-muted-foreground">{t(m.lab_types_count, { count: types, max: LIMITS.trainTypes.max })}</p>
      </div>
    </section>
  );
}
