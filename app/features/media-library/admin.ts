// The media library's door for the admin's screens, apart from index.ts so that no public page's
// chunk carries them (docs/contributing.md).
export { MediaLibraryPage } from "./admin-ui/MediaLibraryPage";
export { MediaItemPage } from "./admin-ui/MediaItemPage";
export type { ItemResult } from "./admin-routes.server";
export { useMediaChooser } from "./admin-ui/useMediaChooser";
export { UploadZone } from "./admin-ui/UploadZone";
export { UploadStatus, useMediaUpload, type UploadAnswer } from "./admin-ui/useMediaUpload";
export { acceptedTypes, uploadPath } from "./admin-ui/upload-path";
