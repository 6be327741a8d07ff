// The gallery feature's server-side door: services, table, JSON API and page loaders.
export { galleryApi, transcriptsApi } from "./api.server";
export { createGalleryService, type GalleryItemInput, type GalleryService, type SeedGalleryResult } from "./service.server";
export { createTranscriptService, type TranscriptService } from "./transcripts.server";
export { galleryItems } from "./tables.server";
export { loadImageGallery, loadVideoDetail, loadVideoGallery } from "./page.server";
