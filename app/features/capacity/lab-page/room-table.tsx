import { memo } from "react";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { RoomAt } from "~/lib/capacity/room-left";
import type { LabResult } from "./compute";
import { arrow, limitText } from "../lab-text";
import { recommendedOccupancy, type Scenario } from "~/lib/capacity/scenario";

function RoomCell({ at, result, locale }: { at: RoomAt; result: LabResult; locale: Locale }) {
  const t = translate(locale);
  const section = result.analysis.sections[at.stoppedBy];
  return (
    <td className="py-2 pr-3 text-right align-top">
      <span className="tabular-nums text-foreground">{at.capped ? t(m.lab_room_capped, { count: at.more }) : t(m.lab_room_more, { count: at.more })}</span>
      {section && <span className="block text-xs text-muted-foreground">{t(m.lab_room_stopped, { from: section.from, to: section.to })}</span>}
    </td>
  );
}

/** How many more trains of each type fit, within 75 % and 100 %, and what stops the next. */
export const RoomTable = memo(function RoomTable({ result, scenario, locale }: { result: LabResult; scenario: Scenario; locale: Locale }) {
  const t = translate(locale);
  const mode = result.analysis.optimised ? t(m.lab_mode_optimised) : t(m.lab_mode_timetabled);
  return (
    <section aria-labelledby="lab-room-heading" className="min-w-0 [contain:layout_style]">
      <h3 id="lab-room-heading" className="font-mono text-base font-semibold text-foreground">
        {t(m.lab_room_heading)}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t(m.lab_room_intro, { mode })}</p>
      <div className="mt-2 max-w-3xl overflow-x-auto">
        <table className="w-full border-collapse font-mono text-sm">
          <thead>
            <tr className="border-b border-border text-left text-xs text-muted-foreground">
              <th scope="col" className="py-2 pr-3 font-normal">
                {t(m.lab_room_col_type)}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-normal">
                {t(m.lab_room_col_recommended, { limit: limitText(recommendedOccupancy, locale) })}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-normal">
                {t(m.lab_room_col_full)}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.room.map((r) => (
              <tr key={r.type} className="border-b border-border last:border-b-0">
                <th scope="row" className="py-2 pr-3 text-left align-top font-normal text-foreground">
                  {scenario.trainTypes[r.type]?.name}
                  {/* Its own direction: an up train's room is counted on its way up. */}
                  {scenario.trainTypes.some((type) => type.direction === "up") && (
                    <span className="text-muted-foreground">{` ${arrow(scenario.trainTypes[r.type]?.direction)}`}</span>
                  )}
                </th>
                <RoomCell at={r.recommended} result={result} locale={locale} />
                <RoomCell at={r.full} result={result} locale={locale} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});
