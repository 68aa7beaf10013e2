import { Icon } from "~/components/icon";
import { memo } from "react";
import { site } from "~/lib/content/site";
import { m } from "~/paraglide/messages";
import { useT } from "~/lib/i18n/use-locale";
import { LanguageControl } from "./language-control";
import { useOpenFile } from "./use-open-file";

export const StatusBar = memo(function StatusBar() {
  const { file } = useOpenFile();
  const t = useT();
  return (
    <footer className="sticky bottom-0 z-30 flex h-7 items-center justify-between gap-2.5 overflow-hidden bg-statusbar px-2 font-mono text-[11px] whitespace-nowrap text-statusbar-foreground">
      <div className="flex min-w-0 items-center gap-2.5 sm:gap-3">
        <span className="hidden items-center gap-1 sm:flex">
          <Icon name="git-branch" className="size-3.5" />
          main
        </span>
        <span data-testid="status-file" className="min-w-0 truncate">{file}</span>
        <span className="flex items-center gap-1">
          <Icon name="radio" className="hidden size-3.5 sm:block" />
          {t(m.chrome_status_connected)}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-2.5 sm:gap-3">
        <LanguageControl place="status-bar" className="hidden sm:flex" />
        <span className="flex items-center gap-1">
          <Icon name="sparkles" className="hidden size-3.5 sm:block" />
          {t(m.chrome_status_ai_ready)}
        </span>
        <span className="flex items-center gap-1">
          <Icon name="check" className="hidden size-3.5 sm:block" />
          {site.productName}
        </span>
        <span>© {site.copyrightYear}</span>
      </div>
    </footer>
  );
});
