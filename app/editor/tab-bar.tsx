import { Icon } from "~/components/icon";
import { memo, useEffect, useRef } from "react";
import { NavLink } from "react-router";
import { pages } from "~/lib/content/pages";
import { PaletteButton } from "~/features/palette/palette-button";
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
      <nav ref={navRef} aria-label={t(m.chrome_open_files)} className="tab-strip min-w-0 flex-1 overflow-x-auto">
        <ul className="flex w-max lg:w-auto">
          {pages.map((page) => (
            <li key={page.path} className="tab">
              <NavLink
                to={href(page.path)}
                // On a post page (or an older listing page) its section, blog.md, stays highlighted;
                // on a case study, portfolio.json.
                end={!((inBlog && page.path === "/blog") || (caseStudyPage && page.path === "/portfolio"))}
                className="tab-link"
              >
                <FileIcon type={page.type} />
                <span className="truncate">{page.file}</span>
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
      className="tab-close"
    >
      <Icon name="x" className="size-3.5 rounded-sm hover:bg-sidebar-hover" />
    </button>
  );
}
