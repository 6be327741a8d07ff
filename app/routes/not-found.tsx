import { withContentMeta } from "~/content-meta.server";
import { NOT_FOUND_PATH, loadContentPage } from "~/features/content/index.server";
import { metaFromLoader } from "~/lib/loader-meta";
import { localeServices } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/not-found";

// SPEC §2: /404 is the landing page component with the status set to 404.
export async function loader({ context, url }: Route.LoaderArgs) {
  return withContentMeta(context, url, await loadContentPage(localeServices(context), NOT_FOUND_PATH, url, 404));
}

export const meta: Route.MetaFunction = metaFromLoader;

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
