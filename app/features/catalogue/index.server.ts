// The catalogue's server-side door: the bundled entries stay out of every browser bundle.
export { productByKey, catalogueKeys, productsShowing } from "./catalogue.server";
export { productPageData } from "./routes.server";
export { allSwatchFinishes, swatchUrl, type Finish } from "./facts/finishes";
export { productDocuments } from "./product-documents";
