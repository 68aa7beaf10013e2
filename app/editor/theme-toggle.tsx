import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "~/lib/cn";
import { nextTheme, type Theme } from "~/lib/theme";
import { useTheme } from "./use-theme";

const ICONS: Record<Theme, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

export function ThemeToggle({ showLabel = false, className }: { showLabel?: boolean; className?: string }) {
  const { theme, cycle } = useTheme();
  const Icon = ICONS[theme];
  return (
    <button
      type="button"
      onClick={cycle}
      aria-label={`Theme: ${theme}. Switch to ${nextTheme(theme)}`}
      title={`Theme: ${theme}`}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-sm px-3 font-mono text-xs text-muted-foreground hover:bg-sidebar-hover hover:text-foreground",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {showLabel && <span className="capitalize">{theme} theme</span>}
    </button>
  );
}
