import { Icon } from "~/components/icon";
import { useEffect, useEffectEvent, useRef } from "react";
import { cn } from "~/lib/cn";
import { useAdoptDomValue } from "~/lib/dom-values";
import { localizePath } from "~/lib/i18n/locale";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { Topic } from "./filter";
import { topicLabel } from "./topic-label";

interface BlogToolbarProps {
  onQueryChange: (query: string) => void;
  /** The chips: All and each topic some post has (`topicsOf`, from the loader). */
  topics: readonly Topic[];
  topic: Topic;
  onTopicChange: (topic: Topic) => void;
  /** A search from the address (`?q=`), put in the box on mount unless text was typed there first. */
  restoreQuery?: string;
}

export function BlogToolbar({ onQueryChange, topics, topic, onTopicChange, restoreQuery = "" }: BlogToolbarProps) {
  const locale = useLocale();
  const t = translate(locale);
  const searchRef = useRef<HTMLInputElement>(null);
  // Uncontrolled: the browser shows each key and React renders only what the text filters
  // (use-blog-filters.ts). Text typed before hydration is in the box too: filter by it.
  useAdoptDomValue(searchRef, onQueryChange);
  const restore = useEffectEvent(() => {
    const box = searchRef.current;
    if (!box || box.value !== "" || restoreQuery === "") return;
    box.value = restoreQuery;
    onQueryChange(restoreQuery);
  });
  useEffect(() => restore(), []);
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      {/* Enter before hydration asks for /blog?q=… (/sv/blog?q=…), which restores the search once hydrated;
          after hydration the search is already live and Enter does nothing more. */}
      <form
        role="search"
        method="get"
        action={localizePath("/blog", locale)}
        onSubmit={(e) => e.preventDefault()}
        className="relative w-full md:max-w-sm"
      >
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          ref={searchRef}
          type="search"
          name="q"
          aria-label={t(m.blog_search_label)}
          placeholder={t(m.blog_search_placeholder)}
          onChange={(e) => onQueryChange(e.target.value)}
          className="min-h-11 w-full rounded-sm border border-border bg-input py-2 pr-3 pl-9 font-mono text-sm text-foreground placeholder:text-muted-foreground focus-visible:border-accent"
        />
      </form>
      <div role="group" aria-label={t(m.blog_topic_group)} className="flex flex-wrap gap-2">
        {topics.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={topic === each}
            onClick={() => onTopicChange(each)}
            className={cn(
              "min-h-11 rounded-sm border px-3 font-mono text-sm md:min-h-9",
              topic === each
                ? "border-accent bg-accent text-accent-foreground"
                : "border-border bg-card text-foreground hover:bg-muted",
            )}
          >
            {topicLabel(each, locale)}
          </button>
        ))}
      </div>
    </div>
  );
}
