import { pageMeta } from "~/features/content";
import { loadPreviewPage, readTypedDraft, typedDraftContext } from "~/features/content/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { localeServices } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/preview-page";

// SPEC §2 preview routes: /preview/{path} shows the draft of {path} to an editor.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return loadPreviewPage(localeServices(context), request, url, context.get(typedDraftContext));
}

// The page editor's live preview posts the draft as typed; the loader then shows it (decision 0050).
export async function action({ request, url, context }: Route.ActionArgs) {
  context.set(typedDraftContext, await readTypedDraft(localeServices(context), request, url));
  return null;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => pageMeta(loaderData, siteFromMatches(matches), location);

export default function PreviewRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
