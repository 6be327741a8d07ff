import { withContentMeta } from "~/content-meta.server";
import { enterPreview } from "~/features/content/index.server";
import { metaFromLoader } from "~/lib/loader-meta";
import { servicesContext } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/preview-enter";

// Redirects an editor with the preview secret to the preview; shows the 404 page to anyone else.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withContentMeta(context, url, await enterPreview(context.get(servicesContext), request));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = metaFromLoader;

export default function PreviewEnterRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
