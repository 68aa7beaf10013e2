import { Icon } from "~/components/icon";
import { memo, useCallback, useId } from "react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { FoldedRow, useOpening } from "./folded-row";
import { LabField, inputClass } from "./lab-field";
import { decimal } from "../lab-text";
import { LIMITS, type ScenarioLine } from "~/lib/capacity/scenario";
import type { LabActions } from "./use-lab-actions";

interface Props {
  name: string;
  line: ScenarioLine;
  locale: Locale;
  actions: LabActions;
  endField(): void;
}

interface RowProps {
  locale: Locale;
  index: number;
  name: string;
  km: string;
  /** Single track, an intermediate station: whether it has a loop; undefined where it has no say. */
  crossing: boolean | undefined;
  canAdd: boolean;
  canRemove: boolean;
  /** Non-zero when this row was just added: open it and focus its name. */
  opening: number;
  onAdd(i: number): void;
  actions: LabActions;
  endField(): void;
}

/** One station: its number, name and km as text, and the form that edits it when opened. */
const StationRow = memo(function StationRow({ locale, index, name, km, crossing, canAdd, canRemove, opening, onAdd, actions, endField }: RowProps) {
  const t = translate(locale);
  return (
    <FoldedRow
      group="lab-station"
      keep
      opening={opening}
      summary={
        // Three boxes a row; the spaces keep the words apart in its accessible name.
        <>
          <span className="w-8 shrink-0 text-xs text-muted-foreground">{index + 1}</span>{" "}
          <span className="min-w-0 flex-1 truncate text-foreground">
            {name}
            {crossing && <span className="ml-2 text-xs text-syntax-keyword">{t(m.lab_station_crossing_mark)}</span>}
          </span>{" "}
          <span className="shrink-0 text-syntax-number">{`${km} km`}</span>
        </>
      }
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <LabField
          label={t(m.lab_station_name_label, { n: index + 1 })}
          defaultValue={name}
          maxLength={LIMITS.nameLength + 20}
          field={`line.stations.${index}.name`}
          edit={actions.edit}
          onDone={endField}
        />
        <LabField label={t(m.lab_station_km_label, { n: index + 1 })} numeric defaultValue={km} field={`line.stations.${index}.km`} edit={actions.edit} onDone={endField} />
        {crossing !== undefined && (
          <label className="flex min-h-11 items-center gap-2 font-mono text-sm text-foreground sm:col-span-2 lg:min-h-8">
            <input type="checkbox" className="size-4 accent-[var(--accent)]" checked={crossing} onChange={(e) => actions.setCrossing(index, e.currentTarget.checked)} />
            {t(m.lab_station_crossing_label, { name })}
          </label>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass("secondary")} disabled={!canAdd} onClick={() => onAdd(index)}>
          <Icon name="plus" className="size-4" />
          {t(m.lab_station_add_after, { name })}
        </button>
        <button type="button" className={buttonClass("ghost")} disabled={!canRemove} onClick={() => actions.removeStation(index)}>
          <Icon name="trash" className="size-4" />
          {t(m.lab_station_remove, { name })}
        </button>
      </div>
    </FoldedRow>
  );
});

/** One track each way, or one for both with loops at the crossing stations. */
function TracksSelect({ tracks, locale, actions }: { tracks: 1 | 2; locale: Locale; actions: LabActions }) {
  const t = translate(locale);
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="block font-mono text-xs text-muted-foreground">
        {t(m.lab_tracks_label)}
      </label>
      <select id={id} value={tracks} onChange={(e) => actions.setTracks(e.currentTarget.value === "1" ? 1 : 2)} className={inputClass(false, "mt-1")}>
        <option value={2}>{t(m.lab_tracks_double)}</option>
        <option value={1}>{t(m.lab_tracks_single)}</option>
      </select>
    </div>
  );
}

const LINE_FIELDS = [
  ["blockKm", m.lab_block_label],
  ["releaseMin", m.lab_release_label],
  ["dwellMin", m.lab_dwell_label],
] as const;

/** The line: its name, block length, release and dwell, and the stations with their km. */
export const LineEditor = memo(function LineEditor({ name, line, locale, actions, endField }: Props) {
  const t = translate(locale);
  const stations = line.stations.length;
  const canAdd = stations < LIMITS.stations.max;
  const canRemove = stations > LIMITS.stations.min;
  const [opening, open] = useOpening();
  const onAdd = useCallback(
    (i: number) => {
      actions.addStationAfter(i);
      open(i + 1);
    },
    [actions, open],
  );
  return (
    <section aria-labelledby="lab-line-heading" className="min-w-0">
      <h2 id="lab-line-heading" className="font-mono text-lg font-semibold text-foreground">
        {t(m.lab_line_heading)}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <LabField
          className="sm:col-span-2"
          label={t(m.lab_line_name_label)}
          defaultValue={name}
          maxLength={LIMITS.scenarioNameLength + 20}
          field="name"
          edit={actions.edit}
          onDone={endField}
        />
        <TracksSelect tracks={line.tracks ?? 2} locale={locale} actions={actions} />
        {LINE_FIELDS.map(([key, label]) => (
          <LabField key={key} label={t(label)} numeric defaultValue={decimal(line[key], locale)} field={`line.${key}`} edit={actions.edit} onDone={endField} />
        ))}
      </div>
      <h3 id="lab-stations-heading" className="mt-5 font-mono text-xs text-muted-foreground">
        {t(m.lab_stations_caption)}
      </h3>
      <ol aria-labelledby="lab-stations-heading" className="mt-2 divide-y divide-border border-y border-border font-mono text-sm">
        {line.stations.map((station, i) => (
          // The index is the row: a field shows a changed value when not being typed in (lab-field.tsx).
          <StationRow
            key={i}
            locale={locale}
            index={i}
            name={station.name}
            km={decimal(station.km, locale)}
            crossing={line.tracks === 1 && i > 0 && i < stations - 1 ? station.crossing === true : undefined}
            canAdd={canAdd}
            canRemove={canRemove}
            opening={opening?.at === i ? opening.n : 0}
            onAdd={onAdd}
            actions={actions}
            endField={endField}
          />
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass("secondary")} disabled={!canAdd} onClick={() => onAdd(stations - 1)}>
          <Icon name="plus" className="size-4" />
          {t(m.lab_station_add)}
        </button>
        <p className="font-mono text-xs text-muted-foreground">{t(m.lab_stations_count, { count: stations, max: LIMITS.stations.max })}</p>
      </div>
    </section>
  );
});
