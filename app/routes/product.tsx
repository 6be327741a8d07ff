import { data } from "react-router";
import { NoSlug, ProductPage, productName, productStructuredData } from "~/features/catalogue";
import { productPageData } from "~/features/catalogue/index.server";
import { ContentPageView, pageMeta } from "~/features/content";
import { notFoundPage } from "~/features/content/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/product";

/** `/products/{slug+}` carries the key in its splat, `/products/windows/{name}` in its name. */
function catalogueKey(params: Route.LoaderArgs["params"]): string {
  const slug = "name" in params && params.name ? `windows/${params.name}` : "*" in params ? (params["*"] ?? "") : "";
  return slug.replace(/^\/+|\/+$/g, "");
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const key = catalogueKey(params);
  if (key === "") return { kind: "no-slug" as const };
  const page = productPageData(key);
  if (page) return { kind: "product" as const, page, url: url.href };
  const notFound = await notFoundPage(context.get(servicesContext));
  return data({ kind: "not-found" as const, notFound: notFound.data }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (loaderData?.kind === "not-found") return pageMeta(loaderData.notFound, site);
  if (loaderData?.kind !== "product") return [{ title: `Products | ${site.brand}` }];
  const { product } = loaderData.page;
  const url = new URL(loaderData.url);
  return [
    { title: `${productName(product)} | ${site.brand}` },
    { name: "description", content: `${product.tagline} ${productName(product)} by ${site.brand}.` },
    { "script:ld+json": productStructuredData(product, url.href, new URL(product.splash_url, url).href, site.brand) },
  ];
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  switch (loaderData.kind) {
    case "product":
      return <ProductPage {...loaderData.page} />;
    case "no-slug":
      return <NoSlug />;
    case "not-found":
      return <ContentPageView data={loaderData.notFound} />;
  }
}
