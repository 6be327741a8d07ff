import { withContentMeta } from "~/content-meta.server";
import { loadPreviewPage, readTypedDraft, typedDraftContext } from "~/features/content/index.server";
import { metaFromLoader } from "~/lib/loader-meta";
import { localeServices } from "~/services.server";
import { SiteContentPage } from "~/site-blocks";
import type { Route } from "./+types/preview-page";

// SPEC §2 preview routes: /preview/{path} shows the draft of {path} to an editor.
export async function loader({ request, url, context }: Route.LoaderArgs) {
  return withContentMeta(context, url, await loadPreviewPage(localeServices(context), request, url, context.get(typedDraftContext)));
}

// The page editor's live preview posts the draft as typed; the loader then shows it (decision 0050).
export async function action({ request, url, context }: Route.ActionArgs) {
  context.set(typedDraftContext, await readTypedDraft(localeServices(context), request, url));
  return null;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = metaFromLoader;

export default function PreviewRoute({ loaderData }: Route.ComponentProps) {
  return <SiteContentPage data={loaderData} />;
}
