import { StrictMode, startTransition } from "react";
import { HydratedRouter } from "react-router/dom";
import { stopRecordingPageClicks } from "./lib/early-input";

// React Router's default client entry, in steps (issue 25). React DOM's module body runs on
// first import: imported statically, its start-up and the call that begins hydration were one
// long task on a slow phone, so it is imported in a task of its own. React and React Router
// stay static imports: the route modules have already evaluated them, and a dynamic import of
// react-router/dom would keep every export of the library in the bundle. The clicks made
// before hydration are handed over (app/lib/early-input.ts) in the task that gives React the
// page, so none falls between the two; the root replays them once it has hydrated.

/** Lets the browser run what is waiting (input, a frame) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrate() {
  await nextTask();
  const { hydrateRoot } = await import("react-dom/client");
  await nextTask();
  stopRecordingPageClicks();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
