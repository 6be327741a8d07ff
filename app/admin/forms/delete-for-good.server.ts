import { z } from "zod";
import { confirmBox } from "./confirm-box";
import { confirmed } from "./confirm-box.server";

/** The form of DeleteForGood, refused with `unticked` at its box until the box is ticked. */
export function deleteForGoodForm(unticked: string) {
  return z.object({ intent: z.literal("delete"), [confirmBox.name]: confirmed(unticked) });
}
