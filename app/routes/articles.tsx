import { type ArticleRouteData, ArticleRouteView, articleRouteMeta } from "~/features/articles";
import { loadArticleRoute } from "~/features/articles/index.server";
import { readTypedDraft, typedDraftContext } from "~/features/content/index.server";
import { metaFromLoader, withMeta } from "~/lib/loader-meta";
import { localeServices, pageLocation, pageSite } from "~/services.server";
import { SiteBlocks } from "~/site-blocks";
import type { Route } from "./+types/articles";

// SPEC §2 article pages (blog, news, featured projects), their previews and the listing pages.
// Its meta tags written by the loader, so the SEO helpers stay out of the page's JavaScript (decision 0056).
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const answer = await loadArticleRoute(localeServices(context), request, url, context.get(typedDraftContext));
  return withMeta(answer, (value) => articleRouteMeta(value, pageSite(context), pageLocation(context, url)));
}

// An article's live preview in the page editor posts the draft as typed (decision 0050).
export async function action({ request, url, context }: Route.ActionArgs) {
  context.set(typedDraftContext, await readTypedDraft(localeServices(context), request, url));
  return null;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = metaFromLoader;

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SiteBlocks>
      <ArticleRouteView data={loaderData as ArticleRouteData} />
    </SiteBlocks>
  );
}
