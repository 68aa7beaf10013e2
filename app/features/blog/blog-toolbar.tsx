import { Search } from "lucide-react";
import { useRef } from "react";
import { cn } from "~/lib/cn";
import { useAdoptDomValue } from "~/lib/dom-values";
import { TOPICS, type Topic } from "./filter";

interface BlogToolbarProps {
  onQueryChange: (query: string) => void;
  topic: Topic;
  onTopicChange: (topic: Topic) => void;
}

export function BlogToolbar({ onQueryChange, topic, onTopicChange }: BlogToolbarProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  // Uncontrolled: the browser shows each key and React renders only what the text filters
  // (use-blog-filters.ts). Text typed before hydration is in the box too: filter by it.
  useAdoptDomValue(searchRef, onQueryChange);
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div className="relative w-full md:max-w-sm">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          ref={searchRef}
          type="search"
          aria-label="Search posts"
          placeholder="Search posts..."
          onChange={(e) => onQueryChange(e.target.value)}
          className="min-h-11 w-full rounded-sm border border-border bg-input py-2 pr-3 pl-9 font-mono text-sm text-foreground placeholder:text-muted-foreground focus-visible:border-accent"
        />
      </div>
      <div role="group" aria-label="Filter by topic" className="flex flex-wrap gap-2">
        {TOPICS.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={topic === t}
            onClick={() => onTopicChange(t)}
            className={cn(
              "min-h-11 rounded-sm border px-3 font-mono text-sm md:min-h-9",
              topic === t
                ? "border-accent bg-accent text-accent-foreground"
                : "border-border bg-card text-foreground hover:bg-muted",
            )}
          >
            {t}
          </button>
        ))}
      </div>
    </div>
  );
}
