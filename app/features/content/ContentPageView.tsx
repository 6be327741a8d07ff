import { Breadcrumb } from "~/ui/Breadcrumb";
import { RenderBlocks } from "../blocks";
import type { ContentPageData } from "./routes.server";

export function ContentPageView({ data }: { data: ContentPageData }) {
  const breadcrumb = data.breadcrumb ? <Breadcrumb items={data.breadcrumb} /> : undefined;
  return <RenderBlocks blocks={data.blocks} afterFirst={breadcrumb} preview={data.preview} />;
}
