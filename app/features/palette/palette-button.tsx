import { Icon } from "~/components/icon";
import { useSyncExternalStore } from "react";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages";
import { useT } from "~/lib/i18n/use-locale";
import { loadPalette, openPalette } from "./palette-store";

const noSubscribe = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** "Command palette" with its shortcut, for mouse and touch; the tab bar shows it. */
export function PaletteButton({ className }: { className?: string }) {
  // The prerendered HTML says Ctrl; Apple keyboards get ⌘ right after hydration.
  const mac = useSyncExternalStore(noSubscribe, isApple, () => false);
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => openPalette("files")}
      // A pointer or focus on the button is a hint the palette comes next: fetch its code early.
      onPointerEnter={loadPalette}
      onFocus={loadPalette}
      aria-keyshortcuts="Control+P Meta+P"
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center gap-2 px-3 font-mono text-xs text-muted-foreground hover:bg-sidebar-hover hover:text-foreground lg:min-h-9",
        className,
      )}
    >
      <Icon name="search" className="size-4" />
      <span className="sr-only 2xl:not-sr-only">{t(m.chrome_palette_button)}</span>
      {/* As wide for ⌘P as for Ctrl+P, so the swap at hydration moves nothing in the tab bar. */}
      <kbd className="box-content hidden w-[6ch] rounded-sm border border-border px-1.5 py-0.5 text-center font-mono text-[11px] sm:inline-block">
        {mac ? "⌘P" : "Ctrl+P"}
      </kbd>
    </button>
  );
}
