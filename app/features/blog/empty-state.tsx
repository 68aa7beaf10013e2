import { Icon } from "~/components/icon";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { Topic } from "./filter";
import { topicLabel } from "./topic-label";

export function EmptyState({ query, topic, onClear }: { query: string; topic: Topic; onClear: () => void }) {
  const locale = useLocale();
  const t = translate(locale);
  const text = query.trim();
  const name = topicLabel(topic, locale);
  const message =
    text && topic !== "All"
      ? t(m.blog_empty_both, { query: text, topic: name })
      : text
        ? t(m.blog_empty_query, { query: text })
        : topic !== "All"
          ? t(m.blog_empty_topic, { topic: name })
          : t(m.blog_empty_none);
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-border px-6 py-12 text-center">
      <Icon name="search-x" className="size-8 text-muted-foreground" />
      <p className="font-mono text-foreground">{t(m.blog_empty_title)}</p>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <button
        type="button"
        onClick={onClear}
        className="min-h-11 rounded-sm border border-border bg-card px-4 font-mono text-sm text-foreground hover:bg-muted"
      >
        {t(m.blog_clear_filters)}
      </button>
    </div>
  );
}
