import { buttonClass } from "~/components/button-styles";

/** Shown instead of an article whose data could not be fetched (offline, server down). */
export function PostUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-danger px-4 py-4">
      <p className="text-foreground">
        The article could not be loaded. Check your connection, then try again.
      </p>
      <button type="button" onClick={onRetry} className={buttonClass("secondary")}>
        Retry
      </button>
    </div>
  );
}
