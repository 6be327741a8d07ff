import { ContentPageView } from "../content";
import { ArticleView } from "./ArticleView";
import { ArticleListingsProvider } from "./listings-context";
import type { ArticleRouteData } from "./routes.server";

/** An article, or a content page (a listing, the not-found page) with its listings' posts. */
export function ArticleRouteView({ data }: { data: ArticleRouteData }) {
  if (data.kind === "article") return <ArticleView data={data} />;
  return (
    <ArticleListingsProvider listings={data.listings}>
      <ContentPageView data={data} />
    </ArticleListingsProvider>
  );
}
