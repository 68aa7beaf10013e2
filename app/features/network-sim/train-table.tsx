import { cn } from "~/lib/cn";
import { type Train, isOnTime } from "./simulation";

const TYPE_TONE = { passenger: "text-info", freight: "text-warning" } as const;

/** The same trains as the drawing, in words: type, speed, delay and whether on time. */
export function TrainTable({ trains }: { trains: readonly Train[] }) {
  if (trains.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full font-mono text-xs tabular-nums">
        <caption className="sr-only">Trains on the loop</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-1.5 pr-3 font-normal">Train</th>
            <th scope="col" className="py-1.5 pr-3 font-normal">Type</th>
            <th scope="col" className="py-1.5 pr-3 text-right font-normal">Speed</th>
            <th scope="col" className="py-1.5 pr-3 text-right font-normal">Delay</th>
            <th scope="col" className="py-1.5 font-normal">Status</th>
          </tr>
        </thead>
        <tbody>
          {trains.map((t) => {
            const onTime = isOnTime(t);
            return (
              <tr key={t.id} className="border-b border-border/60 last:border-0">
                <th scope="row" className="py-1 pr-3 text-left font-normal text-foreground">#{t.id}</th>
                <td className={cn("py-1 pr-3 capitalize", TYPE_TONE[t.type])}>{t.type}</td>
                <td className="py-1 pr-3 text-right text-foreground">{t.speed.toFixed(2)}</td>
                <td className="py-1 pr-3 text-right text-foreground">{`${t.delay.toFixed(1)} min`}</td>
                <td className={cn("py-1", onTime ? "text-success" : "text-danger")}>{onTime ? "On time" : "Delayed"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
