import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stopRecordingEarlyClicks } from "./lib/early-clicks";

// React Router's default client entry, plus handing over the clicks made before hydration
// (app/lib/early-clicks.ts); the root replays them once it has hydrated.
stopRecordingEarlyClicks();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
