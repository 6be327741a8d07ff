import { afterEach } from "vitest";

// Testing Library unmounts after each test only where Vitest's globals are on; they are off here.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });
}
