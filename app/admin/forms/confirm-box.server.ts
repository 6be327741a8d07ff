import { z } from "zod";
import { confirmBox } from "./confirm-box";

/** The confirm box of a form that cannot be undone: refused with `unticked` until it is ticked. */
export function confirmed(unticked: string) {
  return z.literal(confirmBox.ticked, unticked).meta({ label: "Confirm" });
}
