import { z } from "zod";
import { deleteForGoodFields } from "./delete-for-good";

/** The form of DeleteForGood, refused with `unticked` at its box until the box is ticked. */
export function deleteForGoodForm(unticked: string) {
  return z.object({
    intent: z.literal(deleteForGoodFields.intent),
    [deleteForGoodFields.confirm]: z.literal(deleteForGoodFields.ticked, unticked),
  });
}
