import { cn } from "~/lib/cn";
import { formatFixed } from "~/lib/i18n/format";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { type Train, isOnTime } from "./simulation";

const TYPE_TONE = { passenger: "text-info", freight: "text-warning" } as const;

/** The same trains as the drawing, in words: type, speed, delay and whether on time. */
export function TrainTable({ trains, locale }: { trains: readonly Train[]; locale: Locale }) {
  if (trains.length === 0) return null;
  const t = translate(locale);
  const typeName = { passenger: t(m.sim_type_passenger), freight: t(m.sim_type_freight) };
  return (
    <div className="overflow-x-auto">
      <table className="w-full font-mono text-xs tabular-nums">
        <caption className="sr-only">{t(m.sim_table_caption)}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-1.5 pr-3 font-normal">{t(m.sim_table_train)}</th>
            <th scope="col" className="py-1.5 pr-3 font-normal">{t(m.sim_table_type)}</th>
            <th scope="col" className="py-1.5 pr-3 text-right font-normal">{t(m.sim_table_speed)}</th>
            <th scope="col" className="py-1.5 pr-3 text-right font-normal">{t(m.sim_table_delay)}</th>
            <th scope="col" className="py-1.5 font-normal">{t(m.sim_table_status)}</th>
          </tr>
        </thead>
        <tbody>
          {trains.map((train) => {
            const onTime = isOnTime(train);
            return (
              <tr key={train.id} className="border-b border-border/60 last:border-0">
                <th scope="row" className="py-1 pr-3 text-left font-normal text-foreground">#{train.id}</th>
                <td className={cn("py-1 pr-3 capitalize", TYPE_TONE[train.type])}>{typeName[train.type]}</td>
                <td className="py-1 pr-3 text-right text-foreground">{formatFixed(train.speed, locale, 2)}</td>
                <td className="py-1 pr-3 text-right text-foreground">{`${formatFixed(train.delay, locale, 1)} min`}</td>
                <td className={cn("py-1", onTime ? "text-success" : "text-danger")}>{onTime ? t(m.sim_on_time) : t(m.sim_delayed)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
