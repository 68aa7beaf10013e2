import { Icon } from "~/components/icon";
import { ExternalLink } from "~/components/external-link";

interface Props {
  /** The heading: "Available for assignments". */
  heading: string;
  /** "Based in <city>, <country>" (the site config). */
  location: string;
  note: string;
  /** The marketplace link's text: "Hire on Fiverr". */
  hire: string;
  marketplaceUrl: string;
}

/** The inside of the availability banner (home-blocks.tsx draws it; the route owns the section). */
export function AvailabilityContent({ heading, location, note, hire, marketplaceUrl }: Props) {
  return (
    <>
      <div className="min-w-0">
        <h2 id="availability-heading" className="flex items-center gap-2 font-mono text-base font-bold text-foreground">
          <span aria-hidden="true" className="relative flex size-2.5">
            <span className="absolute inline-flex size-full rounded-full bg-success opacity-60 motion-safe:animate-ping" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success" />
          </span>
          {heading}
        </h2>
        <p className="mt-1 flex items-center gap-1.5 font-mono text-sm text-foreground">
          <Icon name="map-pin" className="size-4 text-muted-foreground" />
          {location}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">{note}</p>
      </div>
      <ExternalLink
        href={marketplaceUrl}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-sm border border-success bg-success px-5 font-mono text-sm font-semibold text-background hover:opacity-90 sm:min-h-10"
      >
        {hire}
        <Icon name="external-link" className="size-4" />
      </ExternalLink>
    </>
  );
}
