import { SearchX } from "lucide-react";
import type { Topic } from "./filter";

export function EmptyState({ query, topic, onClear }: { query: string; topic: Topic; onClear: () => void }) {
  const parts = [query.trim() && `“${query.trim()}”`, topic !== "All" && `the ${topic} topic`].filter(Boolean);
  return (
    <div className="flex flex-col items-center gap-3 rounded-md border border-dashed border-border px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-mono text-foreground">No posts found</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Nothing matches {parts.join(" in ")}. Try another word or topic.
      </p>
      <button
        type="button"
        onClick={onClear}
        className="min-h-11 rounded-sm border border-border bg-card px-4 font-mono text-sm text-foreground hover:bg-muted"
      >
        Clear filters
      </button>
    </div>
  );
}
