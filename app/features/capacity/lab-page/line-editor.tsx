import { Plus, Trash2 } from "lucide-react";
import { type CSSProperties, memo } from "react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { useGrowing } from "./growing";
import { LabField } from "./lab-field";
import { decimal } from "./lab-text";
import { LIMITS, type ScenarioLine } from "./scenario";
import type { LabActions } from "./use-lab-actions";

interface Props {
  name: string;
  line: ScenarioLine;
  locale: Locale;
  actions: LabActions;
  endField(): void;
}

// Disabled by colour, not opacity: at 40 stations every row's add button is disabled, and each
// opacity is a paint chunk of its own that every frame's layerizing walks.
export const iconButton =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-sm text-muted-foreground hover:bg-accent-soft hover:text-accent disabled:cursor-not-allowed disabled:bg-transparent disabled:text-muted-foreground/40 lg:size-9";

interface RowProps {
  locale: Locale;
  index: number;
  name: string;
  km: string;
  canAdd: boolean;
  canRemove: boolean;
  actions: LabActions;
  endField(): void;
}

/** One station: a row that renders again only when its own values or limits change. */
const StationRow = memo(function StationRow({ locale, index, name, km, canAdd, canRemove, actions, endField }: RowProps) {
  const t = translate(locale);
  return (
    <tr className="align-top">
      <td className="py-1 pr-1 pt-3 text-xs text-muted-foreground lg:pt-2.5">{index + 1}</td>
      <td className="py-1 pr-2">
        <LabField
          hideLabel
          label={t(m.lab_station_name_label, { n: index + 1 })}
          defaultValue={name}
          maxLength={LIMITS.nameLength + 20}
          field={`line.stations.${index}.name`}
          edit={actions.edit}
          onDone={endField}
        />
      </td>
      <td className="py-1 pr-2">
        <LabField hideLabel label={t(m.lab_station_km_label, { n: index + 1 })} numeric defaultValue={km} field={`line.stations.${index}.km`} edit={actions.edit} onDone={endField} />
      </td>
      <td className="py-1">
        <span className="flex">
          <button
            type="button"
            className={iconButton}
            disabled={!canAdd}
            aria-label={t(m.lab_station_add_after, { name })}
            title={t(m.lab_station_add_after, { name })}
            onClick={() => actions.addStationAfter(index)}
          >
            <Plus aria-hidden="true" className="size-4 overflow-visible" />
          </button>
          <button
            type="button"
            className={iconButton}
            disabled={!canRemove}
            aria-label={t(m.lab_station_remove, { name })}
            title={t(m.lab_station_remove, { name })}
            onClick={() => actions.removeStation(index)}
          >
            <Trash2 aria-hidden="true" className="size-4 overflow-visible" />
          </button>
        </span>
      </td>
    </tr>
  );
});

/** The line: its name, block length, release and dwell, and the stations with their km. */
export const LineEditor = memo(function LineEditor({ name, line, locale, actions, endField }: Props) {
  const t = translate(locale);
  const stations = line.stations.length;
  const canAdd = stations < LIMITS.stations.max;
  const canRemove = stations > LIMITS.stations.min;
  const rows = useGrowing(stations, 5);
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
        <LabField label={t(m.lab_block_label)} numeric defaultValue={decimal(line.blockKm, locale)} field="line.blockKm" edit={actions.edit} onDone={endField} />
        <LabField label={t(m.lab_release_label)} numeric defaultValue={decimal(line.releaseMin, locale)} field="line.releaseMin" edit={actions.edit} onDone={endField} />
        <LabField label={t(m.lab_dwell_label)} numeric defaultValue={decimal(line.dwellMin, locale)} field="line.dwellMin" edit={actions.edit} onDone={endField} />
      </div>
      {/* Off screen, the 40 rows (80 fields, 80 buttons) are skipped by style, layout and paint
          (content-visibility, the site's render-when-near); they stay in the accessibility tree. The
          stand-in height is the rows' height on a phone. */}
      <div className="render-when-near mt-5" style={{ "--near-size": `${2 + stations * 3.25}rem` } as CSSProperties}>
        {/* Fixed layout, from the header's widths: rows added a few at a time, or a name
            typed longer, never widen a column and move every row. */}
        <table className="w-full table-fixed border-collapse font-mono text-sm">
          <caption className="mb-2 text-left text-xs text-muted-foreground">{t(m.lab_stations_caption)}</caption>
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="w-8 pb-1 font-normal">
                #
              </th>
              <th scope="col" className="pb-1 font-normal">
                {t(m.lab_col_station)}
              </th>
              <th scope="col" className="w-20 pb-1 font-normal sm:w-28">
                {t(m.lab_col_km)}
              </th>
              <th scope="col" className="w-24 pb-1 font-normal lg:w-20">
                <span className="sr-only">{t(m.lab_station_add)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {line.stations.slice(0, rows).map((station, i) => (
              // The index is the row: a field shows a changed value when not being typed in (lab-field.tsx).
              <StationRow key={i} locale={locale} index={i} name={station.name} km={decimal(station.km, locale)} canAdd={canAdd} canRemove={canRemove} actions={actions} endField={endField} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass("secondary")} disabled={!canAdd} onClick={() => actions.addStationAfter(stations - 1)}>
          <Plus aria-hidden="true" className="size-4" />
          {t(m.lab_station_add)}
        </button>
        <p className="font-mono text-xs text-muted-foreground">{t(m.lab_stations_count, { count: stations, max: LIMITS.stations.max })}</p>
      </div>
    </section>
  );
});
