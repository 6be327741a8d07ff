import type { z } from "zod";
import type { SectionHeaderValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    section_header: z.infer<typeof SectionHeaderValue>;
  }
}

/** The section_header kind is bundled with every page that renders blocks. */
export { SectionHeader as sectionHeaderView } from "./SectionHeader";
