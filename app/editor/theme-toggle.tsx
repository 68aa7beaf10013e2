import { Icon, type IconName } from "~/components/icon";
import { cn } from "~/lib/cn";
import { nextTheme, type Theme } from "~/lib/theme";
import { m } from "~/paraglide/messages";
import { useT } from "~/lib/i18n/use-locale";
import { useTheme } from "./use-theme";

const ICONS: Record<Theme, IconName> = { light: "sun", dark: "moon", system: "monitor" };
const NAMES = { light: m.chrome_theme_name_light, dark: m.chrome_theme_name_dark, system: m.chrome_theme_name_system } satisfies Record<Theme, unknown>;

export function ThemeToggle({ showLabel = false, className }: { showLabel?: boolean; className?: string }) {
  const { theme, cycle } = useTheme();
  const t = useT();
  const name = t(NAMES[theme]);
  // The visible words are the start of the name ("Theme: dark. Switch to system"), as WCAG's
  // label in name asks.
  const shown = t(m.chrome_theme_title, { theme: name });
  return (
    <button
      type="button"
      onClick={cycle}
      aria-label={t(m.chrome_theme_label, { theme: name, next: t(NAMES[nextTheme(theme)]) })}
      title={shown}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-sm px-3 font-mono text-xs text-muted-foreground hover:bg-sidebar-hover hover:text-foreground",
        className,
      )}
    >
      <Icon name={ICONS[theme]} className="size-4" />
      {showLabel && <span>{shown}</span>}
    </button>
  );
}
