import { Suspense, lazy } from "react";
import type { ContentPageData } from "~/features/content";

// The content page's blocks weigh more than a gallery: their code comes only with a not-found answer.
const ContentPageView = /* @__PURE__ */ lazy(() => import("~/features/content").then((content) => ({ default: content.ContentPageView })));

/** The site's not-found page (the /404 content), for an unknown category or video. */
export function NotFoundContent({ data }: { data: ContentPageData }) {
  return (
    <Suspense fallback={null}>
      <ContentPageView data={data} />
    </Suspense>
  );
}
