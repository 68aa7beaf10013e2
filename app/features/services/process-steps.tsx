import { Icon } from "~/components/icon";
import type { ProcessStep } from "~/lib/content/services";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/** The four steps of an engagement, numbered like lines in an editor. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const t = useT();
  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {steps.map((s) => (
        <li key={s.step} className="flex flex-col rounded-md border border-border bg-card p-5">
          <span aria-hidden="true" className="font-mono text-2xl font-bold text-syntax-keyword">
            {String(s.step).padStart(2, "0")}
          </span>
          <h3 className="mt-2 font-mono text-base font-semibold text-foreground">
            <span className="sr-only">{t(m.services_step, { step: s.step })}</span>
            {s.title}
          </h3>
          <p className="mt-2 mb-4 text-sm leading-relaxed text-muted-foreground">{s.description}</p>
          <p className="mt-auto inline-flex items-center gap-1.5 font-mono text-xs text-syntax-type">
            <Icon name="clock" className="size-3.5" />
            <span className="sr-only">{t(m.services_duration)}</span>
            {s.duration}
          </p>
        </li>
      ))}
    </ol>
  );
}
