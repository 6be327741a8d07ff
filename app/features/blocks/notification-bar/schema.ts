import { NotificationBarContent } from "./notification-bar";

/** SPEC §3 notification bar as a page block: the header's bar, shown only when is_active is set. */
export const NotificationBarValue = NotificationBarContent;
