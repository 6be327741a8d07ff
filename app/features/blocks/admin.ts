// The blocks feature's door for the admin's screens, apart from index.ts so that no public page's
// chunk carries them (docs/contributing.md).
export { BlockEditor, type BlockPick } from "./admin-ui/BlockEditor";
export type { ChosenMedia } from "./admin-ui/block-editor-context";
