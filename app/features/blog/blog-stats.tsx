import { memo } from "react";
import { Icon, type IconName } from "~/components/icon";
import type { Locale } from "~/lib/i18n/locale";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import { formatNumber } from "~/lib/i18n/format";
import type { BlogStats } from "./stats";

const CARDS: Array<{ key: keyof BlogStats; label: (locale: Locale) => string; icon: IconName; tone: string }> = [
  { key: "published", label: (l) => translate(l)(m.blog_stat_published), icon: "file-text", tone: "text-success" },
  { key: "totalViews", label: (l) => translate(l)(m.blog_stat_views), icon: "eye", tone: "text-info" },
  { key: "drafts", label: (l) => translate(l)(m.blog_stat_drafts), icon: "pen-line", tone: "text-warning" },
  { key: "topics", label: (l) => translate(l)(m.blog_stat_topics), icon: "tags", tone: "text-purple" },
];

/** The four stat cards, over the posts that pass the current filters, in the page's number format. */
export const BlogStatsCards = memo(function BlogStatsCards({ stats }: { stats: BlogStats }) {
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon, tone }) => (
        <div key={key} data-stat={key} className="rounded-md border border-border bg-card px-4 py-3">
          <dt className="flex items-center gap-1.5 font-mono text-xs text-muted-foreground">
            <Icon name={icon} className={`size-3.5 ${tone}`} />
            {label(locale)}
          </dt>
          <dd className={`mt-1 font-mono text-2xl font-semibold ${tone}`}>{formatNumber(stats[key], locale)}</dd>
        </div>
      ))}
    </dl>
  );
});
