import type { EntityInput } from "../app/features/content";

/**
 * One entity of the demo content, as a file in content/: a published version, a draft version
 * (what /preview shows), or both.
 */
export type DemoEntity = EntityInput;
