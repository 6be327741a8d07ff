import type { BlockDefinitions } from "./define-block";
import { anchorBlock } from "./anchor/block.server";
import { articleBlurbBlock } from "./article-blurb/block.server";
import { articleHeaderBlock } from "./article-header/block.server";
import { basicHtmlBlock } from "./basic-html/block.server";
import { bladeFlexHeroBlock } from "./blade-flex-hero/block.server";
import { bladeHighlightButtonsBlock } from "./blade-highlight-buttons/block.server";
import { bladeLargeHeroBlock } from "./blade-large-hero/block.server";
import { bladeQuoteBlock } from "./blade-quote/block.server";
import { bladeThreeColumnBlock } from "./blade-three-column/block.server";
import { bladeTwoColumnBlock } from "./blade-two-column/block.server";
import { bladeTwoColumnFocusBlock } from "./blade-two-column-focus/block.server";
import { buttonBlock } from "./button/block.server";
import { carouselBlock } from "./carousel/block.server";
import { cinemaPaneBlock } from "./cinema-pane/block.server";
import { cinemaPaneTwoBlock } from "./cinema-pane-two/block.server";
import { codeSnippetBlock } from "./code-snippet/block.server";
import { columnedMediaBlock } from "./columned-media/block.server";
import { copyBlock } from "./copy/block.server";
import { copyWrappingItemsBlock } from "./copy-wrapping-items/block.server";
import { ctaButtonsBlock } from "./cta-buttons/block.server";
import { faqBlock } from "./faq/block.server";
import { flagPaneBlock } from "./flag-pane/block.server";
import { flagPaneFixedRatioBlock } from "./flag-pane-fixed-ratio/block.server";
import { formSelectorBlock } from "./form-selector/block.server";
import { fullBleedCarouselBlock } from "./full-bleed-carousel/block.server";
import { fullBleedVideoBlock } from "./full-bleed-video/block.server";
import { imagePlusBladeBlock } from "./image-plus-blade/block.server";
import { imageTextBannerBlock } from "./image-text-banner/block.server";
import { imageTextButtonBladeBlock } from "./image-text-button-blade/block.server";
import { multiCarouselBlock } from "./multi-carousel/block.server";
import { multiColumnImageCopyBlock } from "./multi-column-image-copy/block.server";
import { notificationBarBlock } from "./notification-bar/block.server";
import { quickLinksItemBlock } from "./quick-links-item/block.server";
import { sectionHeaderBlock } from "./section-header/block.server";
import { sizeSteppedImageBlock } from "./size-stepped-image/block.server";
import { triptychBlock } from "./triptych/block.server";
import { verticalSpacerBlock } from "./vertical-spacer/block.server";

/** The blocks feature's own kinds as the server parses them and the palette offers them (the site adds the features' kinds: app/site-blocks.server.ts). */
export const blockDefinitions = {
  anchor: anchorBlock,
  article_blurb: articleBlurbBlock,
  article_header: articleHeaderBlock,
  basic_html: basicHtmlBlock,
  blade_flex_hero: bladeFlexHeroBlock,
  blade_highlight_buttons: bladeHighlightButtonsBlock,
  blade_large_hero: bladeLargeHeroBlock,
  blade_quote: bladeQuoteBlock,
  blade_three_column: bladeThreeColumnBlock,
  blade_two_column: bladeTwoColumnBlock,
  blade_two_column_focus: bladeTwoColumnFocusBlock,
  button: buttonBlock,
  carousel: carouselBlock,
  cinema_pane: cinemaPaneBlock,
  cinema_pane_two: cinemaPaneTwoBlock,
  code_snippet: codeSnippetBlock,
  columned_media: columnedMediaBlock,
  copy: copyBlock,
  copy_wrapping_items: copyWrappingItemsBlock,
  cta_buttons: ctaButtonsBlock,
  faq: faqBlock,
  flag_pane: flagPaneBlock,
  flag_pane_fixed_ratio: flagPaneFixedRatioBlock,
  form_selector: formSelectorBlock,
  full_bleed_carousel: fullBleedCarouselBlock,
  full_bleed_video: fullBleedVideoBlock,
  image_plus_blade: imagePlusBladeBlock,
  image_text_banner: imageTextBannerBlock,
  image_text_button_blade: imageTextButtonBladeBlock,
  multi_carousel: multiCarouselBlock,
  multi_column_image_copy: multiColumnImageCopyBlock,
  notification_bar: notificationBarBlock,
  quick_links_item: quickLinksItemBlock,
  section_header: sectionHeaderBlock,
  size_stepped_image: sizeSteppedImageBlock,
  triptych: triptychBlock,
  vertical_spacer: verticalSpacerBlock,
} satisfies Partial<BlockDefinitions>;
