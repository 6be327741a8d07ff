import type { z } from "zod";
import type { ComponentPlaceholderValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    component_placeholder: z.infer<typeof ComponentPlaceholderValue>;
  }
}

/** The component_placeholder kind is bundled with every page that renders blocks. */
export { ComponentPlaceholder as componentPlaceholderView } from "./ComponentPlaceholder";
