import { Icon } from "~/components/icon";
import { memo, useCallback, useId, useMemo, useRef, useState } from "react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { TYPE_STYLE_CLASSES } from "../graph-style";
import { FoldedRow, useOpening } from "./folded-row";
import { LabField, inputClass } from "./lab-field";
import { arrow, decimal } from "../lab-text";
import { type Direction, LIMITS, type ScenarioStation, type ScenarioTrainType } from "~/lib/capacity/scenario";
import type { LabActions } from "./use-lab-actions";
import { useFold } from "./use-fold";

type StopsMode = "all" | "none" | "chosen";

const modeOf = (stops: ScenarioTrainType["stops"]): StopsMode => (stops === "all" ? "all" : stops.length ? "chosen" : "none");

/** Where one type stops: every station, none, or the ones ticked. */
function StopsEditor({ type, index, inner, locale, actions }: { type: ScenarioTrainType; index: number; inner: readonly string[]; locale: Locale; actions: LabActions }) {
  const t = translate(locale);
  const id = useId();
  // "Chosen" with nothing ticked yet is no stops to the scenario, but not to the visitor.
  const [picked, setPicked] = useState<StopsMode | null>(null);
  // The check boxes, 38 a type at the largest (114 elements), are built only while the list is open.
  const details = useRef<HTMLDetailsElement>(null);
  const fold = useFold(details);
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
          <details ref={details} className="mt-2" open={fold.open} onToggle={fold.onToggle}>
            <summary className="flex min-h-11 cursor-pointer items-center font-mono text-sm text-accent lg:min-h-8">
              {t(m.lab_stops_summary, { count: chosen.length, total: inner.length })}
            </summary>
            {fold.built && (
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

/** Which way a type runs: from the first station to the last, or back. */
function DirectionSelect({ type, index, ends, locale, actions }: { type: ScenarioTrainType; index: number; ends: readonly [string, string]; locale: Locale; actions: LabActions }) {
  const t = translate(locale);
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-mono text-xs text-muted-foreground">
        {t(m.lab_type_direction_label)}
      </label>
      <select id={id} value={type.direction ?? "down"} onChange={(e) => actions.setDirection(index, e.currentTarget.value as Direction)} className={inputClass(false, "mt-1")}>
        <option value="down">{t(m.lab_direction_down, { from: ends[0], to: ends[1] })}</option>
        <option value="up">{t(m.lab_direction_up, { from: ends[1], to: ends[0] })}</option>
      </select>
    </div>
  );
}

interface RowProps {
  type: ScenarioTrainType;
  index: number;
  inner: readonly string[];
  /** The line's first and last stations. */
  ends: readonly [string, string];
  canRemove: boolean;
  /** Non-zero when this type was just added: open it and focus its name. */
  opening: number;
  locale: Locale;
  actions: LabActions;
  endField(): void;
}

/** A type's fields, each with its label. */
const TYPE_FIELDS = [
  ["name", m.lab_type_name_label],
  ["speedKmh", m.lab_type_speed_label],
  ["perHour", m.lab_type_per_hour_label],
  ["offsetMin", m.lab_type_offset_label],
] as const;

/** What a type's stops are, in a few words for its folded row. */
function stopsInWords(stops: ScenarioTrainType["stops"], inner: readonly string[], locale: Locale): string {
  const t = translate(locale);
  if (stops === "all") return t(m.lab_type_stops_every);
  if (!stops.length) return t(m.lab_type_stops_none);
  return t(m.lab_type_stops_some, { count: stops.length, total: inner.length });
}

/**
 * One train type: a row of text (name, speed, trains an hour, stops) that opens into its form.
 * Memoised: an edit keeps every type it did not change the same object (use-lab-scenario.ts).
 */
const TypeRow = memo(
  function TypeRow({ type, index: i, inner, ends, canRemove, opening, locale, actions, endField }: RowProps) {
    const t = translate(locale);
    const facts = t(m.lab_type_facts, {
      speed: decimal(type.speedKmh, locale),
      perHour: decimal(type.perHour, locale),
      offset: decimal(type.offsetMin, locale),
      stops: stopsInWords(type.stops, inner, locale),
    });
    return (
      <FoldedRow
        group="lab-type"
        keep
        opening={opening}
        summaryClassName="py-1"
        summary={
          <>
            <svg aria-hidden="true" viewBox="0 0 24 4" className="h-1 w-6 shrink-0">
              <line x1={0} x2={24} y1={2} y2={2} strokeWidth={3} {...TYPE_STYLE_CLASSES[i]} />
            </svg>
            <span className="min-w-0 flex-1">
              <span className="sr-only">{t(m.lab_type_heading, { n: i + 1 })}: </span>
              <span className="font-semibold text-foreground">{type.name}</span> <span aria-hidden="true">{arrow(type.direction)}</span>
              <span className="sr-only">{t(type.direction === "up" ? m.lab_direction_up_short : m.lab_direction_down_short)}</span>{" "}
              <span className="text-xs text-muted-foreground">{facts}</span>
            </span>
          </>
        }
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {TYPE_FIELDS.map(([key, label]) => (
            <LabField
              key={key}
              label={t(label)}
              numeric={key !== "name"}
              maxLength={key === "name" ? LIMITS.nameLength + 20 : undefined}
              defaultValue={key === "name" ? type.name : decimal(type[key], locale)}
              field={`trainTypes.${i}.${key}`}
              edit={actions.edit}
              onDone={endField}
            />
          ))}
          <DirectionSelect type={type} index={i} ends={ends} locale={locale} actions={actions} />
          <StopsEditor type={type} index={i} inner={inner} locale={locale} actions={actions} />
        </div>
        <div className="mt-3">
          <button type="button" className={buttonClass("ghost")} disabled={!canRemove} onClick={() => actions.removeTrainType(i)}>
            <Icon name="trash" className="size-4" />
            {t(m.lab_type_remove, { name: type.name })}
          </button>
        </div>
      </FoldedRow>
    );
  },
);

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
  const innerKey = stations.slice(1, -1).map((s) => s.name).join("\n");
  const inner = useMemo(() => (innerKey ? innerKey.split("\n") : []), [innerKey]);
  const first = stations[0]?.name ?? "";
  const last = stations[stations.length - 1]?.name ?? "";
  const ends = useMemo(() => [first, last] as const, [first, last]);
  const [opening, open] = useOpening();
  const onAdd = useCallback(() => {
    actions.addTrainType();
    open(types);
  }, [actions, open, types]);
  return (
    <section aria-labelledby="lab-traffic-heading" className="min-w-0">
      <h2 id="lab-traffic-heading" className="font-mono text-lg font-semibold text-foreground">
        {t(m.lab_traffic_heading)}
      </h2>
      <ol aria-labelledby="lab-traffic-heading" className="mt-3 divide-y divide-border border-y border-border font-mono text-sm">
        {trainTypes.map((type, i) => (
          <TypeRow
            key={i}
            type={type}
            index={i}
            inner={inner}
            ends={ends}
            canRemove={types > LIMITS.trainTypes.min}
            opening={opening?.at === i ? opening.n : 0}
            locale={locale}
            actions={actions}
            endField={endField}
          />
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass("secondary")} disabled={types >= LIMITS.trainTypes.max} onClick={onAdd}>
          <Icon name="plus" className="size-4" />
          {t(m.lab_type_add)}
        </button>
        <p className="font-mono text-xs text-muted-foreground">{t(m.lab_types_count, { count: types, max: LIMITS.trainTypes.max })}</p>
      </div>
    </section>
  );
}
