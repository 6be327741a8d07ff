import { Suspense, lazy } from "react";
import type { ContentPageData } from "~/features/content";

// The content page's blocks weigh more than a gallery: their code comes only with a not-found answer.
const NotFoundPage = /* @__PURE__ */ lazy(() => import("./site-blocks").then(({ SiteContentPage }) => ({ default: SiteContentPage })));

/** The site's not-found page (the /404 content), for an unknown gallery category or video. */
export function NotFoundContent({ data }: { data: ContentPageData }) {
  return (
    <Suspense fallback={null}>
      <NotFoundPage data={data} />
    </Suspense>
  );
}
