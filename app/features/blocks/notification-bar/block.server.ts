import { defineBlock } from "../define-block";
import { NotificationBarValue } from "./schema";

export const notificationBarBlock = defineBlock({
  renderName: "notification_bar",
  schema: NotificationBarValue,
  palette: { name: "Notification bar", description: "The bar above the header, shown while it is switched on." },
});
