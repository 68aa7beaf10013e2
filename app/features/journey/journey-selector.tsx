import { Icon } from "~/components/icon";
import { buttonClass } from "~/components/button-styles";
import { Card } from "~/components/card";
import type { JourneyEntry } from "~/lib/content/journey";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { JourneyDetails } from "./journey-details";
import { journeyStyle } from "./journey-style";
import { useJourney } from "./use-journey";

/** The About page's Journey: pick an entry directly or step through with Previous / Next. */
export function JourneySelector({ entries }: { entries: readonly JourneyEntry[] }) {
  const { index, select, next, previous, canNext, canPrevious, progress } = useJourney(entries.length);
  const t = useT();
  const selected = entries[index];
  if (!selected) return null;
  const detailsId = "journey-details";

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
      <ol aria-label={t(m.about_journey_entries)} className="flex flex-col gap-2">
        {entries.map((entry, i) => {
          const style = journeyStyle[entry.type];
          const active = i === index;
          return (
            <li key={`${entry.year}-${entry.title}`}>
              <button
                type="button"
                onClick={() => select(i)}
                aria-current={active ? "step" : undefined}
                aria-controls={detailsId}
                className={cn(
                  "flex min-h-11 w-full items-start gap-3 rounded-md border px-3 py-2.5 text-left",
                  active ? "border-accent bg-accent-soft" : "border-border bg-card hover:border-accent",
                )}
              >
                <Icon name={style.icon} className={cn("mt-0.5 size-4 shrink-0", style.text)} />
                <span className="min-w-0">
                  <span className="block font-mono text-xs text-syntax-number">{entry.year}</span>
                  <span className="block font-mono text-sm font-medium text-foreground">{entry.title}</span>
                  <span className="block text-xs text-muted-foreground">{entry.company}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>

      <Card className="flex flex-col">
        <JourneyDetails entry={selected} id={detailsId} />
        <div className="mt-6 flex items-center gap-3 border-t border-border pt-4">
          <button type="button" onClick={previous} disabled={!canPrevious} className={buttonClass("secondary", "px-3")}>
            <Icon name="chevron-left" className="size-4" />
            {t(m.about_journey_previous)}
          </button>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div
              role="progressbar"
              aria-label={t(m.about_journey_progress)}
              aria-valuemin={1}
              aria-valuemax={entries.length}
              aria-valuenow={index + 1}
              aria-valuetext={t(m.about_journey_position, { index: index + 1, total: entries.length })}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-accent transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${progress}%` }} />
            </div>
            <p aria-hidden="true" className="text-center font-mono text-xs text-muted-foreground">
              {index + 1} / {entries.length}
            </p>
            <p aria-live="polite" className="sr-only">
              {t(m.about_journey_announce, { index: index + 1, total: entries.length, title: selected.title, year: selected.year })}
            </p>
          </div>
          <button type="button" onClick={next} disabled={!canNext} className={buttonClass("secondary", "px-3")}>
            {t(m.about_journey_next)}
            <Icon name="chevron-right" className="size-4" />
          </button>
        </div>
      </Card>
    </div>
  );
}
