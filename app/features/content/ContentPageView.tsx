import { RenderBlocks } from "../blocks";
import type { ContentPageData } from "./page-loader.server";

export function ContentPageView({ data }: { data: ContentPageData }) {
  return <RenderBlocks blocks={data.blocks} />;
}
