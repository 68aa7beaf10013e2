import { buttonClass } from "~/components/button-styles";
import { translate, useLocale } from "~/lib/i18n/use-locale";
import { m } from "~/paraglide/messages";

/** Shown instead of an article whose data could not be fetched (offline, server down). */
export function PostUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = translate(useLocale());
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-danger px-4 py-4">
      <p className="text-foreground">{t(m.post_unavailable_text)}</p>
      <button type="button" onClick={onRetry} className={buttonClass("secondary")}>
        {t(m.post_retry)}
      </button>
    </div>
  );
}
