import { type MetaDescriptor, data } from "react-router";
import { NoSlug, ProductPage, productName, productPath } from "~/features/catalogue";
import { productPageData } from "~/features/catalogue/index.server";
import { pageMeta, previewTarget } from "~/features/content";
import { mayPreview, movedOrNotFound, notFoundPage, previewHeaders } from "~/features/content/index.server";
import { productStructuredData, seoMeta } from "~/features/seo";
import { metaFromLoader, withMeta } from "~/lib/loader-meta";
import type { SiteConfig } from "~/lib/site-config";
import { pageLocation, pageSite, servicesContext } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/product";

/** `/products/{slug+}` carries the key in its splat, `/products/windows/{name}` in its name. */
function catalogueKey(params: Route.LoaderArgs["params"]): string {
  const slug = "name" in params && params.name ? `windows/${params.name}` : "*" in params ? (params["*"] ?? "") : "";
  return slug.replace(/^\/+|\/+$/g, "");
}

/**
 * A product page, or at `/preview/products/{slug+}` its preview (SPEC §2). The catalogue is
 * bundled and has no drafts, so an editor previews the page as it is, kept from search engines;
 * anyone else gets the not-found page, as at every preview address.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const describe = (answer: ProductAnswer) => productMeta(answer, pageSite(context), pageLocation(context, url));
  const preview = previewTarget(url.pathname) !== null;
  const headers = preview ? previewHeaders : undefined;
  const notFound = (page: Awaited<ReturnType<typeof notFoundPage>>) =>
    withMeta(data<ProductAnswer>({ kind: "not-found", notFound: page.data }, { status: 404, headers }), describe);
  if (preview && !(await mayPreview(services, request.headers))) return notFound(await notFoundPage(services));
  const key = catalogueKey(params);
  if (key === "") return withMeta(data<ProductAnswer>({ kind: "no-slug" }, { headers }), describe);
  const page = productPageData(key);
  if (page) return withMeta(data<ProductAnswer>({ kind: "product", page, preview }, { headers }), describe);
  return notFound(preview ? await notFoundPage(services) : await movedOrNotFound(services, url.pathname));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

type ProductAnswer =
  | { kind: "product"; page: NonNullable<ReturnType<typeof productPageData>>; preview: boolean }
  | { kind: "no-slug" }
  | { kind: "not-found"; notFound: Awaited<ReturnType<typeof notFoundPage>>["data"] };

// Written by the loader, so the SEO helpers stay out of the page's JavaScript (decision 0056).
function productMeta(loaderData: ProductAnswer, site: SiteConfig, location: { pathname: string; search: string }): MetaDescriptor[] {
  if (loaderData.kind === "not-found") return pageMeta(loaderData.notFound, site);
  if (loaderData.kind !== "product") return seoMeta({ title: `Products | ${site.brand}`, location }, site);
  const { product } = loaderData.page;
  const name = productName(product);
  const path = productPath(product.key);
  const description = `${product.tagline} ${name} by ${site.brand}.`;
  const line = product.key.split("/")[0];
  return seoMeta(
    {
      title: `${name} | ${site.brand}`,
      description,
      keywords: `${name}, ${product.major_label}, ${product.minor_label}, glass doors, ${site.brand}`,
      image: { url: product.splash_url, alt: product.alt_text },
      location: { pathname: path },
      type: "product",
      noIndex: loaderData.preview,
      breadcrumb: [
        { label: site.brand, path: "/" },
        { label: product.major_label, path: line === "windows" || line === undefined ? undefined : productPath(line) },
        { label: product.minor_label, path },
      ],
      structuredData: [
        productStructuredData(
          { name, description: product.tagline, url: path, image: product.splash_url, category: product.major_label },
          site,
        ),
      ],
    },
    site,
  );
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "product":
      return <ProductPage {...loaderData.page} />;
    case "no-slug":
      return <NoSlug />;
    case "not-found":
      return <SiteContentPage data={loaderData.notFound} />;
  }
}
