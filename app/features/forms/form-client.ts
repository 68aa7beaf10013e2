import { site } from "~/lib/content/site";

export const FORM_TIMEOUT_MS = 15_000;

export interface SendOptions {
  endpoint?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * POSTs one form as JSON to the Formspree-compatible endpoint. Only the ok status is read:
 * a non-ok answer, a network error and a timeout are all failures (false), never exceptions.
 */
export async function sendForm(payload: Record<string, string>, options: SendOptions = {}): Promise<boolean> {
  const { endpoint = site.formEndpoint, timeoutMs = FORM_TIMEOUT_MS, fetch: fetchImpl = globalThis.fetch } = options;
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
