import { vi } from "vitest";

/**
 * Runs an inline <head> script as the browser would, in the test's window, and returns what
 * removes the listeners it added on the window (so one test's script does not hear the next).
 */
export function runInlineScript(script: string): () => void {
  const added: Array<[string, EventListenerOrEventListenerObject]> = [];
  const original = window.addEventListener.bind(window);
  const spy = vi.spyOn(window, "addEventListener").mockImplementation((type, listener, options) => {
    added.push([type, listener as EventListenerOrEventListenerObject]);
    original(type, listener, options);
  });
  new Function(script)();
  spy.mockRestore();
  return () => {
    for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener, true);
  };
}
