import { act, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * Test helper: renders `element` to HTML as the prerender does, lets `beforeHydration` type into
 * that static DOM as a visitor would, then hydrates it. Returns the container and an unmount.
 */
export async function hydrateAfter(element: ReactElement, beforeHydration: (container: HTMLElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  beforeHydration(container);
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) }));
  return {
    container,
    /** Hydration mismatches React recovered from; a test expects none. */
    errors,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Sets a field's value the way typing does, without React knowing (it has not hydrated). */
export function typeInto(field: Element | null, value: string) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) throw new Error("no field");
  field.value = value;
}
