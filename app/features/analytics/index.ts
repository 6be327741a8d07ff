export { fileDownload, pushDataLayer, type DataLayerEvent } from "./data-layer";
export { sendsPageView, usePageViews } from "./page-views";
