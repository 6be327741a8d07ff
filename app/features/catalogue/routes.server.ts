import { productByKey, productSummary } from "./catalogue.server";
import { aboutThisProduct } from "./product-lines";
import type { ProductPageData } from "./ui/ProductPage";

/** What the product route sends to the browser: one entry and the tiles of its related products. */
export function productPageData(key: string): ProductPageData | null {
  const product = productByKey(key);
  if (!product) return null;
  return {
    product,
    related: product.related_products.flatMap((relatedKey) => productSummary(relatedKey) ?? []),
    about: aboutThisProduct(key),
  };
}
