import type { z } from "zod";
import type { ButtonValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    button: z.infer<typeof ButtonValue>;
  }
}

/** The button kind is bundled with every page that renders blocks. */
export { Button as buttonView } from "./Button";
