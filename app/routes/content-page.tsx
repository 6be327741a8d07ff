import { withContentMeta } from "~/content-meta.server";
import { loadRequestedPage } from "~/features/content/index.server";
import { metaFromLoader } from "~/lib/loader-meta";
import { localeServices } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/content-page";

// Its meta tags written by the loader, so the SEO helpers stay out of the page's JavaScript (decision 0056).
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withContentMeta(context, url, await loadRequestedPage(localeServices(context), request, url));
}

// A preview (a path ending in /preview) answers with noindex and no-store headers.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = metaFromLoader;

export default function ContentRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
