import { PdfViewerPage } from "~/features/documents";
import { loadPdfViewer } from "~/features/documents/index.server";
import { seoMeta } from "~/features/seo";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/pdf-viewer";

export const loader = ({ url, context }: Route.LoaderArgs) => loadPdfViewer(context.get(servicesContext), url);

// A viewer of a file is not a page of its own for search engines.
export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  seoMeta(
    {
      title: `${loaderData?.title ?? "Technical document"} | ${siteFromMatches(matches).brand}`,
      description: "A LaCantina Doors technical document.",
      location: { pathname: location.pathname },
      noIndex: true,
    },
    siteFromMatches(matches),
  );

export default function PdfViewerRoute({ loaderData }: Route.ComponentProps) {
  return <PdfViewerPage data={loaderData} />;
}
