import { type ArticleRouteData, ArticleRouteView, articleRouteMeta } from "~/features/articles";
import { loadArticleRoute } from "~/features/articles/index.server";
import { readTypedDraft, typedDraftContext } from "~/features/content/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { localeServices } from "~/services.server";
import { SiteBlocks } from "~/site-blocks";
import type { Route } from "./+types/articles";

// SPEC §2 article pages (blog, news, featured projects), their previews and the listing pages.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return loadArticleRoute(localeServices(context), request, url, context.get(typedDraftContext));
}

// An article's live preview in the page editor posts the draft as typed (decision 0050).
export async function action({ request, url, context }: Route.ActionArgs) {
  context.set(typedDraftContext, await readTypedDraft(localeServices(context), request, url));
  return null;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  articleRouteMeta(loaderData as ArticleRouteData | undefined, siteFromMatches(matches), location);

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <SiteBlocks>
      <ArticleRouteView data={loaderData as ArticleRouteData} />
    </SiteBlocks>
  );
}
