import type { ReactNode } from "react";
import { blogDetailView } from "./features/articles/blocks/blog-detail";
import { contentDirectoryView } from "./features/articles/blocks/content-directory";
import { latestPostHeroView } from "./features/articles/blocks/latest-post-hero";
import { type BlockViews, BlockViewsProvider, blockViews } from "./features/blocks";
import { componentPlaceholderView } from "./features/catalogue/blocks/component-placeholder";
import { placeholderView } from "./features/catalogue/blocks/placeholder";
import { type ContentPageData, ContentPageView } from "./features/content";
import { documentGroupView } from "./features/documents/blocks/document-group";
import { formWrapperView } from "./features/leads/blocks/form-wrapper";

/**
 * Every block kind of the site as pages draw it: the blocks feature's own and those other features
 * contribute from their blocks/ folders (imported from there, not through the features' doors,
 * whose other modules the pages that render blocks would carry). The type checker refuses a kind
 * without its view; its schema, palette and labels are the server's half (site-blocks.server.ts,
 * docs/decisions/0044).
 */
export const siteBlockViews = {
  ...blockViews,
  blog_detail: blogDetailView,
  content_directory: contentDirectoryView,
  latest_post_hero: latestPostHeroView,
  component_placeholder: componentPlaceholderView,
  placeholder: placeholderView,
  document_group: documentGroupView,
  form_wrapper: formWrapperView,
} satisfies BlockViews;

/** Around every view that renders blocks: the route modules wrap their view in it (or use SiteContentPage). */
export function SiteBlocks({ children }: { children: ReactNode }) {
  return <BlockViewsProvider value={siteBlockViews}>{children}</BlockViewsProvider>;
}

/** A content page, drawn with every kind of block. */
export function SiteContentPage({ data }: { data: ContentPageData }) {
  return (
    <SiteBlocks>
      <ContentPageView data={data} />
    </SiteBlocks>
  );
}
