// The blocks feature's server-side door: other features parse page elements through it.
export { prepareBlocks } from "./prepare.server";
export { BlockSchema, type Block } from "./block";
export { NOTIFICATION_BAR_SLUG, toNotificationBar } from "./notification-bar/notification-bar";
export { htmlFieldNames } from "./shared/html-fields";
export { blockKinds } from "./block-forms.server";
export { checkBlocks } from "./check-blocks.server";
