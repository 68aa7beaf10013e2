import { Badge } from "~/components/badge";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

export function AvailabilityCard({ status, text, badges }: { status: string; text: string; badges: readonly string[] }) {
  const t = useT();
  return (
    <>
      <p className="flex items-center gap-2 font-mono text-sm text-success">
        <span aria-hidden="true" className="size-2 rounded-full bg-success motion-safe:animate-pulse" />
        {status}
      </p>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
      <ul aria-label={t(m.contact_work_modes)} className="mt-3 flex flex-wrap gap-2">
        {badges.map((b) => (
          <li key={b}>
            <Badge tone="info">{b}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
}
