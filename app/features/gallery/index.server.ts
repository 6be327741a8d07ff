// The gallery feature's server-side door: services, table, JSON API, page loaders and the admin's loaders and actions.
export { galleryApi, transcriptsApi } from "./api.server";
export { createGalleryService, type GalleryItemInput, type GalleryService, type SeedGalleryResult } from "./service.server";
export { createTranscriptService, type TranscriptService } from "./transcripts.server";
export { galleryItems } from "./tables.server";
export { loadImageGallery, loadVideoDetail, loadVideoGallery } from "./routes.server";
export { createStaffGallery, type StaffGallery } from "./staff-gallery.server";
export {
  galleryListLoader,
  imageItemAction,
  imageItemLoader,
  newImageAction,
  newImageLoader,
  newVideoAction,
  newVideoLoader,
  videoItemAction,
  videoItemLoader,
  type GalleryAdminServices,
} from "./admin-routes.server";
