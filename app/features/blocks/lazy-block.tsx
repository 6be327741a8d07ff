import { lazyPart } from "~/lib/lazy-part";

/**
 * A block whose code is fetched only by pages that show it, to keep every page's first-load
 * JavaScript small; only a client navigation to a page with the block waits for the chunk.
 */
export const lazyBlock = lazyPart;
