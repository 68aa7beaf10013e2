import { Icon } from "~/components/icon";
import { type ReactNode, memo } from "react";
import { cn } from "~/lib/cn";
import type { Locale } from "~/lib/i18n/locale";
import { translate } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";
import type { SimActions } from "./use-network-sim";

interface Props {
  running: boolean;
  canOptimize: boolean;
  actions: SimActions;
  locale: Locale;
}

/** Memoised: its props change on Play, Pause, Reset and Optimize, never on a tick. */
export const SimControls = memo(function SimControls({ running, canOptimize, actions, locale }: Props) {
  const t = translate(locale);
  return (
    <div className="flex flex-wrap gap-2">
      <ControlButton onClick={running ? actions.pause : actions.play} primary>
        {running ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4" />}
        {running ? t(m.sim_pause) : t(m.sim_play)}
      </ControlButton>
      <ControlButton onClick={actions.reset}>
        <Icon name="rotate-ccw" className="size-4" />
        {t(m.sim_reset)}
      </ControlButton>
      {/* aria-disabled keeps the button focusable, so focus is not lost after optimising. */}
      <ControlButton onClick={canOptimize ? actions.optimize : undefined} disabled={!canOptimize}>
        <Icon name="sparkles" className="size-4" />
        {t(m.sim_optimize)}
      </ControlButton>
    </div>
  );
});

interface ControlButtonProps {
  onClick?: () => void;
  disabled?: boolean;
  primary?: boolean;
  children: ReactNode;
}

function ControlButton({ onClick, disabled, primary, children }: ControlButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={disabled || undefined}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-sm border px-4 font-mono text-sm sm:min-h-9",
        primary
          ? "border-accent bg-accent text-accent-foreground hover:opacity-90"
          : "border-border bg-background text-foreground hover:bg-muted",
        "aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-background",
      )}
    >
      {children}
    </button>
  );
}
