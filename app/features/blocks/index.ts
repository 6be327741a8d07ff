export { RenderBlocks } from "./RenderBlocks";
export type { Block } from "./block";
export { NotificationBar } from "./notification-bar/NotificationBar";
export type { NotificationBarData } from "./notification-bar/notification-bar";
export type { ParsedBlock } from "./parsed-block";
