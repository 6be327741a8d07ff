import type { Logger } from "~/platform/logger";
import type { BlockService } from "../blocks/index.server";
import type { ContentPage } from "../content";
import type { ArticleCard } from "./article-card";

/** A listing card from an entity that carries its blog_detail element. */
export function articleCard(page: ContentPage, blocks: Pick<BlockService, "prepareBlocks">, log: Logger): ArticleCard {
  const detail = blocks.prepareBlocks(page.elements, log).find((block) => block.render_name === "blog_detail");
  const value = detail?.render_name === "blog_detail" ? detail.value : undefined;
  return {
    path: page.path,
    title: page.title,
    description: page.metadata.metaDescription ?? "",
    publicationDate: value?.publication_date ?? page.publicationDate,
    image: value?.blog_image ?? null,
  };
}
