import { Icon } from "~/components/icon";
import { Chip } from "~/components/badge";
import type { Testimonial } from "~/lib/content/services";

export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((t) => (
        <li key={t.name} className="rounded-md border border-border bg-card p-5">
          <figure className="flex h-full flex-col">
            <div className="flex items-start justify-between gap-3">
              <Icon name="quote" className="size-5 shrink-0 text-syntax-string" />
              <Chip>{t.tech}</Chip>
            </div>
            {/* A quote stays in the language it was given in, marked when that is not the page's. */}
            <blockquote lang={t.lang} className="mt-3 mb-4 leading-relaxed text-foreground">
              <p>{t.content}</p>
            </blockquote>
            <figcaption className="mt-auto border-t border-border pt-4">
              <span className="block font-mono text-sm font-semibold text-foreground">{t.name}</span>
              <span className="block text-xs text-muted-foreground">{t.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
