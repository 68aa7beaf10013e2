import { Plus, Trash2 } from "lucide-react";
import { buttonClass } from "~/components/button-styles";
import type { Locale } from "~/lib/i18n/locale";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { addStationAfter, removeStation } from "./edits";
import { LabField } from "./lab-field";
import { decimal } from "./lab-text";
import { LIMITS, type Scenario } from "./scenario";
import type { useFieldEdit } from "./use-field-edit";

interface Props {
  scenario: Scenario;
  locale: Locale;
  edit: ReturnType<typeof useFieldEdit>;
  commit(next: Scenario): void;
  endField(): void;
}

const iconButton = "inline-flex size-11 shrink-0 items-center justify-center rounded-sm text-muted-foreground hover:bg-accent-soft hover:text-accent disabled:cursor-not-allowed disabled:opacity-40 lg:size-9";

/** The line: its name, block length, release and dwell, and the stations with their km. */
export function LineEditor({ scenario, locale, edit, commit, endField }: Props) {
  const t = useT();
  const { line } = scenario;
  const stations = line.stations.length;
  return (
    <section aria-labelledby="lab-line-heading" className="min-w-0">
      <h2 id="lab-line-heading" className="font-mono text-lg font-semibold text-foreground">
        {t(m.lab_line_heading)}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <LabField
          className="sm:col-span-2"
          label={t(m.lab_line_name_label)}
          defaultValue={scenario.name}
          maxLength={LIMITS.scenarioNameLength + 20}
          onEdit={edit(["name"], false)}
          onDone={endField}
        />
        <LabField label={t(m.lab_block_label)} numeric defaultValue={decimal(line.blockKm, locale)} onEdit={edit(["line", "blockKm"], true)} onDone={endField} />
        <LabField label={t(m.lab_release_label)} numeric defaultValue={decimal(line.releaseMin, locale)} onEdit={edit(["line", "releaseMin"], true)} onDone={endField} />
        <LabField label={t(m.lab_dwell_label)} numeric defaultValue={decimal(line.dwellMin, locale)} onEdit={edit(["line", "dwellMin"], true)} onDone={endField} />
      </div>
      <table className="mt-5 w-full border-collapse font-mono text-sm">
        <caption className="mb-2 text-left text-xs text-muted-foreground">{t(m.lab_stations_caption)}</caption>
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="w-8 pb-1 font-normal">
              #
            </th>
            <th scope="col" className="pb-1 font-normal">
              {t(m.lab_col_station)}
            </th>
            <th scope="col" className="w-24 pb-1 font-normal sm:w-28">
              {t(m.lab_col_km)}
            </th>
            <th scope="col" className="w-24 pb-1 font-normal lg:w-20">
              <span className="sr-only">{t(m.lab_station_add)}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {line.stations.map((station, i) => (
            // The index is the station's identity here: rows remount when stations move (revision).
            <tr key={i} className="align-top">
              <td className="py-1 pr-1 pt-3 text-xs text-muted-foreground lg:pt-2.5">{i + 1}</td>
              <td className="py-1 pr-2">
                <LabField
                  hideLabel
                  label={t(m.lab_station_name_label, { n: i + 1 })}
                  defaultValue={station.name}
                  maxLength={LIMITS.nameLength + 20}
                  onEdit={edit(["line", "stations", i, "name"], false)}
                  onDone={endField}
                />
              </td>
              <td className="py-1 pr-2">
                <LabField
                  hideLabel
                  label={t(m.lab_station_km_label, { n: i + 1 })}
                  numeric
                  defaultValue={decimal(station.km, locale)}
                  onEdit={edit(["line", "stations", i, "km"], true)}
                  onDone={endField}
                />
              </td>
              <td className="py-1">
                <span className="flex">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={stations >= LIMITS.stations.max}
                    aria-label={t(m.lab_station_add_after, { name: station.name })}
                    title={t(m.lab_station_add_after, { name: station.name })}
                    onClick={() => commit(addStationAfter(scenario, i, (n) => t(m.lab_new_station, { n })))}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={stations <= LIMITS.stations.min}
                    aria-label={t(m.lab_station_remove, { name: station.name })}
                    title={t(m.lab_station_remove, { name: station.name })}
                    onClick={() => commit(removeStation(scenario, i))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass("secondary")}
          disabled={stations >= LIMITS.stations.max}
          onClick={() => commit(addStationAfter(scenario, stations - 1, (n) => t(m.lab_new_station, { n })))}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t(m.lab_station_add)}
        </button>
        <p className="font-mono text-xs text-muted-foreground">{t(m.lab_stations_count, { count: stations, max: LIMITS.stations.max })}</p>
      </div>
    </section>
  );
}
