import type { z } from "zod";
import type { CtaButtonsValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    cta_buttons: z.infer<typeof CtaButtonsValue>;
  }
}

/** The cta_buttons kind is bundled with every page that renders blocks. */
export { CtaButtons as ctaButtonsView } from "./CtaButtons";
