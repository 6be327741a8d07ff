import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startConsentMode } from "./features/analytics";
import { getConsentChoice } from "./features/consent";

// Consent Mode's default must be in the data layer before anything a tag could read.
startConsentMode(getConsentChoice());

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
