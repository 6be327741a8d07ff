// The bench's h2 front in a process of its own (h2-front.ts startH2Front): it takes its settings
// from the parent's first message, says where it listens, and closes on SIGTERM.
import { type Certificate, serveH2Front } from "./h2-front";

process.once("message", (settings: { upstream: string; port: number; certificate: Certificate }) => {
  void serveH2Front(settings).then((front) => {
    process.send?.({ origin: front.origin });
    process.once("SIGTERM", () => void front.close().then(() => process.exit(0)));
    // The bench went away without closing it: nobody is left to serve.
    process.once("disconnect", () => process.exit(0));
  });
});
