// The catalogue's browser-safe door: components, types and small helpers, never the data.
export { ProductPage, type ProductPageData } from "./ui/ProductPage";
export { NoSlug } from "./ui/NoSlug";
export { type ProductEntry, type ProductLine, type ProductSummary, type Section, type StepKey } from "./types";
export { catalogueProducts } from "./product-list";
export {
  aboutMaterials,
  aboutThisProduct,
  doorMaterials,
  lineLabels,
  materialLabels,
  productName,
  productPath,
  type DoorMaterial,
} from "./product-lines";
export { limitsOf, systemLimits, type LimitedKey } from "./limits/system-limits";
export {
  arrangements,
  systemKinds,
  type Arrangement,
  type Sill,
  type Span,
  type SystemKind,
  type SystemLimits,
} from "./limits/limit-types";
