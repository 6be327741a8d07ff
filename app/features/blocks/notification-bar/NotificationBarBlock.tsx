import { NotificationBar } from "~/ui/NotificationBar";
import type { BlockProps } from "../block-props";

export function NotificationBarBlock({ value }: BlockProps<"notification_bar">) {
  return value ? <NotificationBar bar={value} /> : null;
}
