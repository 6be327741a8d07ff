// The blocks feature's server-side door: other features parse page elements through it.
export { prepareBlocks } from "./prepare.server";
