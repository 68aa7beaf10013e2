import { Icon } from "~/components/icon";
import { Badge, Chip } from "~/components/badge";
import type { JourneyEntry } from "~/lib/content/journey";
import { cn } from "~/lib/cn";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { journeyStyle } from "./journey-style";
import { CheckList } from "~/components/check-list";

const TONE = { work: "info", freelance: "warning", education: "purple" } as const;

/** Everything about the selected entry. */
export function JourneyDetails({ entry, id }: { entry: JourneyEntry; id: string }) {
  const style = journeyStyle[entry.type];
  const t = useT();
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="min-w-0">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={cn("flex size-11 shrink-0 items-center justify-center rounded-md border bg-background", style.ring, style.text)}
        >
          <Icon name={style.icon} className="size-5" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm text-syntax-number">{entry.year}</span>
            <Badge tone={TONE[entry.type]}>{t(style.label)}</Badge>
          </div>
          <h3 id={`${id}-title`} className="mt-1 font-mono text-lg font-semibold text-foreground">
            {entry.title}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{entry.company}</span>
            <span className="inline-flex items-center gap-1">
              <Icon name="map-pin" className="size-3.5" />
              {entry.location}
            </span>
          </p>
        </div>
      </div>
      <p className="mt-5 leading-relaxed text-foreground">{entry.description}</p>
      <h4 className="mt-5 font-mono text-xs text-syntax-comment">{t(m.about_journey_achievements)}</h4>
      <CheckList items={entry.achievements} className="mt-2" />
      <h4 className="mt-5 font-mono text-xs text-syntax-comment">{t(m.about_journey_tech)}</h4>
      <ul className="mt-2 flex flex-wrap gap-2">
        {entry.tech.map((tech) => (
          <li key={tech}>
            <Chip>{tech}</Chip>
          </li>
        ))}
      </ul>
    </article>
  );
}
