import { NotificationBar } from "../../layout";
import type { BlockProps } from "../registry";

export function NotificationBarBlock({ value }: BlockProps<"notification_bar">) {
  return value ? <NotificationBar bar={value} /> : null;
}
