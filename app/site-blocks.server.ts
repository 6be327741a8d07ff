import { blogDetailBlock } from "./features/articles/blocks/blog-detail/block.server";
import { contentDirectoryBlock } from "./features/articles/blocks/content-directory/block.server";
import { latestPostHeroBlock } from "./features/articles/blocks/latest-post-hero/block.server";
import { type BlockDefinitions, blockDefinitions, createBlockService } from "./features/blocks/index.server";
import { componentPlaceholderBlock } from "./features/catalogue/blocks/component-placeholder/block.server";
import { placeholderBlock } from "./features/catalogue/blocks/placeholder/block.server";
import { documentGroupBlock } from "./features/documents/blocks/document-group/block.server";
import { formWrapperBlock } from "./features/leads/blocks/form-wrapper/block.server";

/**
 * Every block kind of the site as the server knows it: the schema its value is parsed with, its
 * name in the editors' palette and its fields' labels. The type checker refuses a kind without
 * one; what it renders with is in site-blocks.tsx (docs/decisions/0044).
 */
export const siteBlockDefinitions = {
  ...blockDefinitions,
  blog_detail: blogDetailBlock,
  content_directory: contentDirectoryBlock,
  latest_post_hero: latestPostHeroBlock,
  component_placeholder: componentPlaceholderBlock,
  placeholder: placeholderBlock,
  document_group: documentGroupBlock,
  form_wrapper: formWrapperBlock,
} satisfies BlockDefinitions;

/** Pages parse their blocks, and the editor checks and offers them, through this (services.blocks). */
export const siteBlocks = createBlockService(siteBlockDefinitions);
export const { prepareBlocks, checkBlocks, blockKinds, blockFormOf } = siteBlocks;
