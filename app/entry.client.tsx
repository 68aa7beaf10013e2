import { stopRecordingPageClicks } from "./lib/early-input";

// React Router's default client entry, in three tasks instead of one (issue 25): React DOM's
// module body runs on first import, so importing it statically made its start-up and the call
// that begins hydration one long task on a slow phone. The clicks made before hydration are
// handed over (app/lib/early-input.ts) in the task that gives React the page, so none falls
// between the two; the root replays them once it has hydrated.

/** Lets the browser run what is waiting (input, a frame) before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrate() {
  await nextTask();
  const { hydrateRoot } = await import("react-dom/client");
  await nextTask();
  const [{ StrictMode, startTransition }, { HydratedRouter }] = await Promise.all([import("react"), import("react-router/dom")]);
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
