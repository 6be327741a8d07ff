// The gallery feature's door for the browser: pages, categories and isomorphic helpers.
export { imageCategories, videoCategories, type ImageCategory, type VideoCategory } from "./categories";
export { ImageGalleryPage } from "./ImageGalleryPage";
export { VideoDetailPage } from "./VideoDetailPage";
export { VideoGalleryPage } from "./VideoGalleryPage";
export { galleryMeta, notFoundMeta, videoMeta } from "./page-meta";
export type { ImageGalleryData, VideoDetailData, VideoGalleryData } from "./routes.server";
