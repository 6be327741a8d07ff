export { absoluteUrl, canonicalOrigin, canonicalUrl } from "./canonical";
export { defaultMetaDescription, defaultMetaKeywords } from "./defaults";
export { firstImage } from "./find-image";
export { pageKind, webPageType, type PageKind } from "./page-kind";
export { NO_INDEX, seoMeta, type SeoPage } from "./seo-meta";
export {
  PRODUCT_OFFER,
  STRUCTURED_DATA_LIST_LIMIT,
  articleStructuredData,
  breadcrumbStructuredData,
  faqStructuredData,
  isPageStructuredData,
  itemListStructuredData,
  organizationStructuredData,
  pageStructuredData,
  productStructuredData,
  structuredDataMeta,
  videoStructuredData,
  webSiteStructuredData,
} from "./structured-data";
export type { ArticleInput, ListItemInput, ProductInput, QuestionInput, StructuredData, VideoInput } from "./structured-data";
export { localBusinessStructuredData, type LocalBusinessInput } from "./local-business";
