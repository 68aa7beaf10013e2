import { Eye, FileText, PenLine, Tags } from "lucide-react";
import { type ComponentType, memo } from "react";
import { formatNumber } from "./format";
import type { BlogStats } from "./stats";

const CARDS: Array<{ key: keyof BlogStats; label: string; icon: ComponentType<{ className?: string }>; tone: string }> = [
  { key: "published", label: "Published", icon: FileText, tone: "text-success" },
  { key: "totalViews", label: "Total Views", icon: Eye, tone: "text-info" },
  { key: "drafts", label: "Drafts", icon: PenLine, tone: "text-warning" },
  { key: "topics", label: "Topics", icon: Tags, tone: "text-purple" },
];

/** The four stat cards, over the posts that pass the current filters. */
export const BlogStatsCards = memo(function BlogStatsCards({ stats }: { stats: BlogStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} data-stat={key} className="rounded-md border border-border bg-card px-4 py-3">
          <dt className="flex items-center gap-1.5 font-mono text-xs text-muted-foreground">
            <Icon aria-hidden="true" className={`size-3.5 ${tone}`} />
            {label}
          </dt>
          <dd className={`mt-1 font-mono text-2xl font-semibold ${tone}`}>{formatNumber(stats[key])}</dd>
        </div>
      ))}
    </dl>
  );
});
