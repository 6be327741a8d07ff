import { Breadcrumb } from "~/ui/Breadcrumb";
import type { AboutLink } from "../product-lines";
import { productName, productPath, splitKey } from "../product-lines";
import type { ProductEntry, ProductSummary } from "../types";
import { AboutThisProduct } from "./AboutThisProduct";
import { BackToTop } from "./BackToTop";
import { ProductSections } from "./ProductSections";
import { ProductSplash } from "./ProductSplash";
import { ProductSubNav } from "./ProductSubNav";
import { RelatedProducts } from "./RelatedProducts";
import { WillItFit } from "./WillItFit";

export type ProductPageData = {
  product: ProductEntry;
  related: ProductSummary[];
  about: { title: string; links: AboutLink[] } | null;
};

/** SPEC §2 "Product detail page". */
export function ProductPage({ product, related, about }: ProductPageData) {
  const { line } = splitKey(product.key);
  const crumbs = [
    // Windows have no landing page of their own (SPEC §2 route table), so their line is not a link.
    { label: product.major_label, path: line === "windows" ? undefined : productPath(line) },
    { label: product.minor_label, path: productPath(product.key) },
  ];
  return (
    <>
      <ProductSplash product={product} />
      <Breadcrumb items={crumbs} />
      <ProductSubNav title={productName(product)} sections={product.sections} />
      <ProductSections sections={product.sections} sizing={<WillItFit productKey={product.key} />} />
      {about ? <AboutThisProduct about={about} /> : null}
      <RelatedProducts products={related} />
      <BackToTop />
    </>
  );
}
