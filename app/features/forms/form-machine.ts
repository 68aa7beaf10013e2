/**
 * The life of one form, shared by the newsletter and contact forms:
 * idle → submitting → success (back to idle after 5 s) | error (values kept, may retry).
 */
export type FormStatus = "idle" | "submitting" | "success" | "error";
export type FormEvent = "submit" | "succeeded" | "failed" | "expired";

export const SUCCESS_MESSAGE_MS = 5000;

/** Pure transition table; events that make no sense in a state leave it unchanged. */
export function transition(status: FormStatus, event: FormEvent): FormStatus {
  switch (event) {
    case "submit":
      return "submitting";
    case "succeeded":
      return status === "submitting" ? "success" : status;
    case "failed":
      return status === "submitting" ? "error" : status;
    case "expired":
      return status === "success" ? "idle" : status;
  }
}

export interface FormController<P> {
  getStatus(): FormStatus;
  subscribe(listener: () => void): () => void;
  /** Sends once; resolves true when the answer was ok, false on failure or while one is in flight. */
  submit(payload: P): Promise<boolean>;
  /** Stops the pending success timer (unmount). */
  dispose(): void;
}

export function createFormController<P>(
  send: (payload: P) => Promise<boolean>,
  { successMs = SUCCESS_MESSAGE_MS }: { successMs?: number } = {},
): FormController<P> {
  let status: FormStatus = "idle";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const dispatch = (event: FormEvent) => {
    const next = transition(status, event);
    if (next === status) return;
    status = next;
    for (const listener of listeners) listener();
  };
  const clearTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async submit(payload) {
      // A double click or a second Enter must not send the form twice.
      if (status === "submitting") return false;
      clearTimer();
      dispatch("submit");
      let ok = false;
      try {
        ok = await send(payload);
      } catch {
        ok = false;
      }
      dispatch(ok ? "succeeded" : "failed");
      if (ok) timer = setTimeout(() => dispatch("expired"), successMs);
      return ok;
    },
    dispose: clearTimer,
  };
}
