// The media library's door for pages and other features: types and isomorphic helpers only.
export type { MediaChoice, MediaKind, MediaUse } from "./media";
