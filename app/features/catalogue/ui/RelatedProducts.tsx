import { Image } from "~/ui/Image";
import { SmartLink } from "~/ui/SmartLink";
import { productPath } from "../product-lines";
import type { ProductSummary } from "../types";

export function RelatedProducts({ products }: { products: ProductSummary[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-products" className="mx-auto max-w-(--container-page) px-6 py-16 md:px-10 md:py-24">
      <h2 id="related-products" className="mb-10 text-3xl font-light tracking-tight md:text-4xl">
        Related Products
      </h2>
      <ul className="grid gap-8 md:grid-cols-3">
        {products.map((product) => (
          <li key={product.key}>
            <SmartLink href={productPath(product.key)} className="group block">
              <div className="overflow-hidden">
                <Image
                  src={product.splash_url}
                  alt=""
                  width={1920}
                  height={1080}
                  sizes="(min-width: 800px) 33vw, 100vw"
                  className="aspect-[4/3] w-full object-cover transition-transform duration-700 group-hover:scale-105"
                />
              </div>
              <p className="mt-4 text-xs font-semibold uppercase tracking-[0.2em] text-bronze-dark">{product.major_label}</p>
              <p className="mt-1 text-xl font-light group-hover:underline group-hover:underline-offset-4">{product.minor_label}</p>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
