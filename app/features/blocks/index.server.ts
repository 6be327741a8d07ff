// The blocks feature's server-side door: the block service other features parse page elements
// through, its own kinds' definitions, and what a feature needs to define a kind of its own.
export { createBlockService, type BlockService } from "./block-service.server";
export { blockDefinitions } from "./blocks.server";
export { defineBlock, type BlockDefinitions } from "./define-block";
export { ImageField, text } from "./shared/schema";
export { BlockSchema, type Block } from "./block";
export { NOTIFICATION_BAR_SLUG, toNotificationBar } from "./notification-bar/notification-bar";
export { htmlFieldNames } from "./shared/html-fields";
