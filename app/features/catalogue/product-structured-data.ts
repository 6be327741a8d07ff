import type { ProductEntry } from "./types";
import { productName } from "./product-lines";

/**
 * The schema.org Product of a product page, with the offer price range of SPEC §9. The route
 * puts it in the page head; when the SEO feature lands, it can wrap or replace this.
 */
export function productStructuredData(product: ProductEntry, pageUrl: string, imageUrl: string, brand: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: productName(product),
    description: product.tagline,
    image: imageUrl,
    url: pageUrl,
    brand: { "@type": "Brand", name: brand },
    category: product.major_label,
    offers: { "@type": "AggregateOffer", lowPrice: 10000, highPrice: 50000, priceCurrency: "USD" },
  };
}
