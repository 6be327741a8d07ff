import { z } from "zod";

/** A block of the page tree (SPEC §3 "Generic page content"). */
export type Block = {
  id: string;
  render_name: string;
  value: unknown;
  title?: string | undefined;
  /** Set only on a block a translation lacks, shown from its source: the source's locale (never stored). */
  lang?: string | undefined;
};

export const BlockSchema: z.ZodType<Block, Block> = z.object({
  id: z.string().min(1).max(100),
  render_name: z.string().min(1).max(100),
  title: z.string().max(200).optional(),
  value: z.unknown(),
});
