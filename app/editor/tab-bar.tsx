import { X } from "lucide-react";
import { memo, useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { pages } from "~/content/pages";
import { PaletteButton } from "~/features/palette/palette-button";
import { cn } from "~/lib/cn";
import { FileIcon } from "~/components/file-icon";
import { m } from "~/paraglide/messages";
import { useLocalizePath, useT } from "~/lib/i18n/use-locale";
import { LanguageControl } from "./language-control";
import { ThemeToggle } from "./theme-toggle";
import { useOpenFile } from "./use-open-file";

export const TabBar = memo(function TabBar() {
  const navRef = useRef<HTMLElement>(null);
  const { pathname, inBlog, caseStudyPage } = useOpenFile();
  const t = useT();
  const href = useLocalizePath();
  // On a phone only two or three tabs fit: bring the active one into view, as editors do.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>("[aria-current=page]");
    if (!nav || !active) return;
    const tab = active.parentElement ?? active;
    if (tab.offsetLeft < nav.scrollLeft || tab.offsetLeft + tab.offsetWidth > nav.scrollLeft + nav.clientWidth) {
      nav.scrollLeft = tab.offsetLeft - (nav.clientWidth - tab.offsetWidth) / 2;
    }
  }, [pathname]);

  return (
    <div className="sticky top-0 z-30 flex border-b border-border bg-tabbar">
      {/* The tabs scroll sideways on their own so the page never does. */}
      <nav ref={navRef} aria-label={t(m.chrome_open_files)} className="min-w-0 flex-1 overflow-x-auto [scrollbar-width:thin]">
        <ul className="flex w-max">
          {pages.map((page) => (
            <li key={page.path} className="group relative flex border-r border-border">
              <NavLink
                to={href(page.path)}
                // On a post page (or an older listing page) its section, blog.md, stays highlighted;
                // on a case study, portfolio.json.
                end={!((inBlog && page.path === "/blog") || (caseStudyPage && page.path === "/portfolio"))}
                className={({ isActive }) =>
                  cn(
                    "flex h-11 items-center gap-2 pr-1 pl-3 font-mono text-[13px] lg:h-9",
                    "before:absolute before:inset-x-0 before:top-0 before:h-0.5",
                    isActive
                      ? "bg-background text-foreground before:bg-accent"
                      : "text-muted-foreground hover:text-foreground",
                  )
                }
              >
                <FileIcon type={page.type} />
                {page.file}
              </NavLink>
              <TabClose file={page.file} />
            </li>
          ))}
        </ul>
      </nav>
      <PaletteButton className="border-l border-border" />
      <LanguageControl place="tab-bar" className="flex sm:hidden" />
      <ThemeToggle className="shrink-0 rounded-none border-l border-border lg:hidden" />
    </div>
  );
});

/** Tabs in this editor are fixed: the close button is there for the look and does nothing. */
function TabClose({ file }: { file: string }) {
  const t = useT();
  return (
    <button
      type="button"
      aria-label={t(m.chrome_close_file, { file })}
      className="flex h-11 w-7 items-center justify-center text-muted-foreground hover:text-foreground lg:h-9 group-has-[[aria-current=page]]:bg-background"
    >
      <X aria-hidden="true" className="size-3.5 rounded-sm hover:bg-sidebar-hover" />
    </button>
  );
}
