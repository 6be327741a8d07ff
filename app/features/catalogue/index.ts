// The catalogue's browser-safe door: components, types and small helpers, never the data.
export { ProductPage, type ProductPageData } from "./ui/ProductPage";
export { ProductSections } from "./ui/ProductSections";
export { ProductSubNav } from "./ui/ProductSubNav";
export { NoSlug } from "./ui/NoSlug";
export { stepKeys, type ProductEntry, type ProductSummary, type Section, type StepKey } from "./types";
export { catalogueProducts } from "./product-list";
export { aboutMaterials, aboutThisProduct, lineLabels, materialLabels, productName, productPath } from "./product-lines";
