import { z } from "zod";
import { ImageField, text } from "../shared/schema";

/** Product showcase of three images (SPEC §2). */
export const TriptychValue = z.object({
  header: text(200).optional(),
  items: z.array(z.object({ title: text(120).min(1), link_url: text(2000).min(1), image: ImageField })).length(3),
});
