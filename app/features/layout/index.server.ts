// The layout feature's server-side door.
export { loadLayoutData } from "./layout-data.server";
// The notification bar block (blocks feature) parses its value with the same schema as the header's bar.
export { NotificationBarContent } from "./notification-bar";
