import type { BlockViews } from "./block-view";
import { anchorView } from "./anchor";
import { articleBlurbView } from "./article-blurb";
import { articleHeaderView } from "./article-header";
import { basicHtmlView } from "./basic-html";
import { bladeFlexHeroView } from "./blade-flex-hero";
import { bladeHighlightButtonsView } from "./blade-highlight-buttons";
import { bladeLargeHeroView } from "./blade-large-hero";
import { bladeQuoteView } from "./blade-quote";
import { bladeThreeColumnView } from "./blade-three-column";
import { bladeTwoColumnView } from "./blade-two-column";
import { bladeTwoColumnFocusView } from "./blade-two-column-focus";
import { buttonView } from "./button";
import { carouselView } from "./carousel";
import { cinemaPaneView } from "./cinema-pane";
import { cinemaPaneTwoView } from "./cinema-pane-two";
import { codeSnippetView } from "./code-snippet";
import { columnedMediaView } from "./columned-media";
import { copyView } from "./copy";
import { copyWrappingItemsView } from "./copy-wrapping-items";
import { ctaButtonsView } from "./cta-buttons";
import { faqView } from "./faq";
import { flagPaneView } from "./flag-pane";
import { flagPaneFixedRatioView } from "./flag-pane-fixed-ratio";
import { formSelectorView } from "./form-selector";
import { fullBleedCarouselView } from "./full-bleed-carousel";
import { fullBleedVideoView } from "./full-bleed-video";
import { imagePlusBladeView } from "./image-plus-blade";
import { imageTextBannerView } from "./image-text-banner";
import { imageTextButtonBladeView } from "./image-text-button-blade";
import { multiCarouselView } from "./multi-carousel";
import { multiColumnImageCopyView } from "./multi-column-image-copy";
import { notificationBarView } from "./notification-bar";
import { quickLinksItemView } from "./quick-links-item";
import { sectionHeaderView } from "./section-header";
import { sizeSteppedImageView } from "./size-stepped-image";
import { triptychView } from "./triptych";
import { verticalSpacerView } from "./vertical-spacer";

/**
 * The blocks feature's own kinds as RenderBlocks draws them; features add theirs, and the site
 * hands every kind to RenderBlocks (app/site-blocks.tsx). Kinds of the home page and the common
 * heroes are bundled; the others are lazyBlock(...)s, fetched with the pages that show them.
 */
export const blockViews = {
  anchor: anchorView,
  article_blurb: articleBlurbView,
  article_header: articleHeaderView,
  basic_html: basicHtmlView,
  blade_flex_hero: bladeFlexHeroView,
  blade_highlight_buttons: bladeHighlightButtonsView,
  blade_large_hero: bladeLargeHeroView,
  blade_quote: bladeQuoteView,
  blade_three_column: bladeThreeColumnView,
  blade_two_column: bladeTwoColumnView,
  blade_two_column_focus: bladeTwoColumnFocusView,
  button: buttonView,
  carousel: carouselView,
  cinema_pane: cinemaPaneView,
  cinema_pane_two: cinemaPaneTwoView,
  code_snippet: codeSnippetView,
  columned_media: columnedMediaView,
  copy: copyView,
  copy_wrapping_items: copyWrappingItemsView,
  cta_buttons: ctaButtonsView,
  faq: faqView,
  flag_pane: flagPaneView,
  flag_pane_fixed_ratio: flagPaneFixedRatioView,
  form_selector: formSelectorView,
  full_bleed_carousel: fullBleedCarouselView,
  full_bleed_video: fullBleedVideoView,
  image_plus_blade: imagePlusBladeView,
  image_text_banner: imageTextBannerView,
  image_text_button_blade: imageTextButtonBladeView,
  multi_carousel: multiCarouselView,
  multi_column_image_copy: multiColumnImageCopyView,
  notification_bar: notificationBarView,
  quick_links_item: quickLinksItemView,
  section_header: sectionHeaderView,
  size_stepped_image: sizeSteppedImageView,
  triptych: triptychView,
  vertical_spacer: verticalSpacerView,
} satisfies Partial<BlockViews>;
