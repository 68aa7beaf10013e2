import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { stopRecordingPageClicks } from "./lib/early-input";

// React Router's default client entry, plus handing over the clicks made before hydration
// (app/lib/early-input.ts); the root replays them once it has hydrated.
stopRecordingPageClicks();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
