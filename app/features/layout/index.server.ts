// The layout feature's server-side door.
export { loadLayoutData } from "./routes.server";
