import { ExternalLinkIcon, MapPin } from "lucide-react";
import { ExternalLink } from "~/components/external-link";

interface Props {
  availability: string;
  location: string;
  note: string;
  marketplaceName: string;
  marketplaceUrl: string;
}

export function AvailabilityBanner({ availability, location, note, marketplaceName, marketplaceUrl }: Props) {
  return (
    <section
      aria-labelledby="availability-heading"
      className="flex flex-col gap-4 rounded-md border border-success/60 bg-card p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h2 id="availability-heading" className="flex items-center gap-2 font-mono text-base font-bold text-foreground">
          <span aria-hidden="true" className="relative flex size-2.5">
            <span className="absolute inline-flex size-full rounded-full bg-success opacity-60 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success" />
          </span>
          {availability}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 font-mono text-sm text-foreground">
          <MapPin aria-hidden="true" className="size-4 text-muted-foreground" />
          Based in {location}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">{note}</p>
      </div>
      <ExternalLink
        href={marketplaceUrl}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-sm border border-success bg-success px-5 font-mono text-sm font-semibold text-background hover:opacity-90 sm:min-h-10"
      >
        Hire on {marketplaceName}
        <ExternalLinkIcon aria-hidden="true" className="size-4" />
      </ExternalLink>
    </section>
  );
}
