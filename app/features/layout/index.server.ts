// The layout feature's server-side door.
export { loadLayoutData } from "./layout-data.server";
