import { Icon } from "~/components/icon";
import { buttonClass } from "~/components/button-styles";
import { ExternalLink } from "~/components/external-link";
import type { Service, ServiceContact } from "~/lib/content/services";
import { useT } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { serviceIcons } from "./service-icons";
import { CheckList } from "~/components/check-list";

export function ServiceCard({ service, index }: { service: Service; index: number }) {
  const titleId = `service-${index}-title`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col rounded-md border border-border bg-card p-5">
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-md border border-border bg-background text-accent"
      >
        <Icon name={serviceIcons[service.icon]} className="size-5" />
      </span>
      <h3 id={titleId} className="mt-4 font-mono text-base font-semibold text-foreground">
        {service.title}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{service.description}</p>
      <CheckList items={service.features} className="mt-4 mb-5" />
      <div className="mt-auto border-t border-border pt-4">
        <ServiceContactLinks contact={service.contact} title={service.title} />
      </div>
    </article>
  );
}

function ServiceContactLinks({ contact, title }: { contact: ServiceContact; title: string }) {
  const t = useT();
  if (contact.type === "marketplace") {
    return (
      <ExternalLink href={contact.url} className={buttonClass("primary", "w-full")} aria-label={t(m.services_marketplace_label, { label: contact.label, title })}>
        <Icon name="store" className="size-4" />
        {contact.label}
      </ExternalLink>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <p className="basis-full font-mono text-xs text-syntax-comment">{t(m.services_contact_directly)}</p>
      {/* mailto and tel open in a new tab too, as the spec asks of every outbound link. */}
      <ExternalLink href={`mailto:${contact.email}`} className={buttonClass("secondary", "grow justify-start break-all")}>
        <Icon name="mail" className="size-4 shrink-0" />
        {contact.email}
      </ExternalLink>
      <ExternalLink href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className={buttonClass("secondary", "grow justify-start")}>
        <Icon name="phone" className="size-4 shrink-0" />
        {contact.phone}
      </ExternalLink>
    </div>
  );
}
