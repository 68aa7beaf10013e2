import { Check, GitBranch, Radio, Sparkles } from "lucide-react";
import { useLocation } from "react-router";
import { pageForPath } from "~/content/pages";
import { site } from "~/content/site";

export function StatusBar() {
  const { pathname } = useLocation();
  const file = pageForPath(pathname).file;
  return (
    <footer className="sticky bottom-0 z-30 flex h-7 items-center justify-between gap-2.5 overflow-hidden bg-statusbar px-2 font-mono text-[11px] whitespace-nowrap text-statusbar-foreground">
      <div className="flex items-center gap-2.5 sm:gap-3">
        <span className="hidden items-center gap-1 sm:flex">
          <GitBranch aria-hidden="true" className="size-3.5" />
          main
        </span>
        <span data-testid="status-file">{file}</span>
        <span className="flex items-center gap-1">
          <Radio aria-hidden="true" className="hidden size-3.5 sm:block" />
          Connected
        </span>
      </div>
      <div className="flex items-center gap-2.5 sm:gap-3">
        <span className="flex items-center gap-1">
          <Sparkles aria-hidden="true" className="hidden size-3.5 sm:block" />
          AI Ready
        </span>
        <span className="flex items-center gap-1">
          <Check aria-hidden="true" className="hidden size-3.5 sm:block" />
          {site.productName}
        </span>
        <span>© {site.copyrightYear}</span>
      </div>
    </footer>
  );
}
