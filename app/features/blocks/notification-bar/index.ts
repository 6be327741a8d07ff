import type { z } from "zod";
import type { NotificationBarValue } from "./schema";

declare module "~/features/blocks" {
  interface BlockValues {
    notification_bar: z.infer<typeof NotificationBarValue>;
  }
}

/** The notification_bar kind is bundled with every page that renders blocks. */
export { NotificationBarBlock as notificationBarView } from "./NotificationBarBlock";
