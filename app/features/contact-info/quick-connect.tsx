import { ExternalLink } from "~/components/external-link";
import { Icon, type IconName } from "~/components/icon";
import type { QuickConnectIcon, QuickConnectItem } from "~/lib/content/contact";

const ICONS: Record<QuickConnectIcon, IconName> = {
  email: "mail",
  github: "folder-git-2",
  linkedin: "square-user",
  location: "map-pin",
};

const rowClass = "flex min-h-11 items-center gap-3 rounded-sm px-2 py-2";

export function QuickConnect({ items }: { items: readonly QuickConnectItem[] }) {
  return (
    <ul className="-mx-2 space-y-1">
      {items.map((item) => {
        const body = (
          <>
            <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-sm border border-border bg-background text-accent">
              <Icon name={ICONS[item.icon]} className="size-4" />
            </span>
            <span className="min-w-0">
              <span className="block font-mono text-xs text-muted-foreground">{item.label}</span>
              <span className="block truncate text-sm text-foreground">{item.value}</span>
            </span>
          </>
        );
        return (
          <li key={item.label}>
            {item.href && item.external ? (
              <ExternalLink href={item.href} className={`${rowClass} hover:bg-muted`}>
                {body}
              </ExternalLink>
            ) : item.href ? (
              <a href={item.href} className={`${rowClass} hover:bg-muted`}>
                {body}
              </a>
            ) : (
              <div className={rowClass}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
