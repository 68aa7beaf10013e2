import { memo, useId, useState } from "react";
import { NavLink } from "react-router";
import { pages } from "~/lib/content/pages";
import { site } from "~/lib/content/site";
import { FileIcon } from "~/components/file-icon";
import { Icon } from "~/components/icon";
import { m } from "~/paraglide/messages";
import { useLocalizePath, useT } from "~/lib/i18n/use-locale";
import { ThemeToggle } from "./theme-toggle";
import { useOpenFile } from "./use-open-file";

export const Explorer = memo(function Explorer() {
  const [expanded, setExpanded] = useState(true);
  const { inBlog, caseStudyPage } = useOpenFile();
  const listId = useId();
  const t = useT();
  const href = useLocalizePath();
  return (
    <aside className="sticky top-0 hidden h-[calc(100dvh-1.75rem)] w-60 shrink-0 flex-col border-r border-border bg-sidebar lg:flex">
      <p className="px-5 pt-3 pb-2 font-mono text-[11px] tracking-widest text-muted-foreground uppercase">
        {t(m.chrome_workspace, { slug: site.productSlug })}
      </p>
      <nav aria-label={t(m.chrome_explorer_nav)} className="flex-1 overflow-y-auto">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
          className="flex w-full items-center gap-1 px-2 py-1.5 font-mono text-[11px] font-bold tracking-wider text-foreground uppercase hover:bg-sidebar-hover"
        >
          <Icon name={expanded ? "chevron-down" : "chevron-right"} className="size-4" />
          {t(m.chrome_explorer_heading)}
        </button>
        <ul id={listId} hidden={!expanded} className="pb-2">
          {pages.map((page) => (
            <li key={page.path}>
              <NavLink
                to={href(page.path)}
                // On a post page (or an older listing page) its section, blog.md, stays highlighted;
                // on a case study, portfolio.json.
                end={!((inBlog && page.path === "/blog") || (caseStudyPage && page.path === "/portfolio"))}
                className="explorer-link"
              >
                <FileIcon type={page.type} />
                {page.file}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-border p-2">
        <ThemeToggle showLabel className="w-full" />
      </div>
    </aside>
  );
});
