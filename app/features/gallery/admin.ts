// The gallery feature's door for the admin's screens, apart from index.ts so that no public page's
// chunk carries them (docs/contributing.md).
export { GalleryAdminPage } from "./admin-ui/GalleryAdminPage";
export { ImageItemPage } from "./admin-ui/ImageItemPage";
export { VideoItemPage } from "./admin-ui/VideoItemPage";
