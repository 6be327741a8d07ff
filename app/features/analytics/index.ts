export { fileDownload, pushDataLayer, type DataLayerEvent } from "./data-layer";
export { sendsPageView, usePageViews } from "./page-views";
export { useFileDownloads } from "./file-downloads";
export { analyticsSources } from "./csp-sources";
export { loadTagManager, tagManagerUrl, useTagManager } from "./tag-manager";
export { startConsentMode } from "./consent-mode";
