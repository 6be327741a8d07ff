import type { z } from "zod";
import { AnchorValue } from "./anchor/schema";
import { ArticleBlurbValue } from "./article-blurb/schema";
import { ArticleHeaderValue } from "./article-header/schema";
import { BasicHtmlValue } from "./basic-html/schema";
import { BladeFlexHeroValue } from "./blade-flex-hero/schema";
import { BladeHighlightButtonsValue } from "./blade-highlight-buttons/schema";
import { BladeLargeHeroValue } from "./blade-large-hero/schema";
import { BladeQuoteValue } from "./blade-quote/schema";
import { BladeThreeColumnValue } from "./blade-three-column/schema";
import { BladeTwoColumnFocusValue } from "./blade-two-column-focus/schema";
import { BladeTwoColumnValue } from "./blade-two-column/schema";
import { BlogDetailValue } from "./blog-detail/schema";
import { ButtonValue } from "./button/schema";
import { CarouselValue } from "./carousel/schema";
import { CinemaPaneTwoValue } from "./cinema-pane-two/schema";
import { CinemaPaneValue } from "./cinema-pane/schema";
import { CodeSnippetValue } from "./code-snippet/schema";
import { ContentDirectoryValue } from "./content-directory/schema";
import { ComponentPlaceholderValue } from "./component-placeholder/schema";
import { ColumnedMediaValue } from "./columned-media/schema";
import { CopyValue } from "./copy/schema";
import { CopyWrappingItemsValue } from "./copy-wrapping-items/schema";
import { CtaButtonsValue } from "./cta-buttons/schema";
import { DocumentGroupValue } from "./document-group/schema";
import { FaqValue } from "./faq/schema";
import { FlagPaneFixedRatioValue } from "./flag-pane-fixed-ratio/schema";
import { FlagPaneValue } from "./flag-pane/schema";
import { FormSelectorValue } from "./form-selector/schema";
import { FormWrapperValue } from "./form-wrapper/schema";
import { FullBleedCarouselValue } from "./full-bleed-carousel/schema";
import { FullBleedVideoValue } from "./full-bleed-video/schema";
import { ImagePlusBladeValue } from "./image-plus-blade/schema";
import { ImageTextBannerValue } from "./image-text-banner/schema";
import { ImageTextButtonBladeValue } from "./image-text-button-blade/schema";
import { LatestPostHeroValue } from "./latest-post-hero/schema";
import { MultiCarouselValue } from "./multi-carousel/schema";
import { MultiColumnImageCopyValue } from "./multi-column-image-copy/schema";
import { NotificationBarValue } from "./notification-bar/schema";
import { PlaceholderValue } from "./placeholder/schema";
import { QuickLinksItemValue } from "./quick-links-item/schema";
import { SectionHeaderValue } from "./section-header/schema";
import { SizeSteppedImageValue } from "./size-stepped-image/schema";
import { TriptychValue } from "./triptych/schema";
import { VerticalSpacerValue } from "./vertical-spacer/schema";

/** The value schema of every implemented block kind, keyed by render_name. Server-side only. */
export const blockSchemas = {
  anchor: AnchorValue,
  article_blurb: ArticleBlurbValue,
  article_header: ArticleHeaderValue,
  basic_html: BasicHtmlValue,
  blade_flex_hero: BladeFlexHeroValue,
  blade_highlight_buttons: BladeHighlightButtonsValue,
  blade_large_hero: BladeLargeHeroValue,
  blade_quote: BladeQuoteValue,
  blade_three_column: BladeThreeColumnValue,
  blade_two_column: BladeTwoColumnValue,
  blade_two_column_focus: BladeTwoColumnFocusValue,
  blog_detail: BlogDetailValue,
  button: ButtonValue,
  carousel: CarouselValue,
  cinema_pane: CinemaPaneValue,
  cinema_pane_two: CinemaPaneTwoValue,
  code_snippet: CodeSnippetValue,
  columned_media: ColumnedMediaValue,
  component_placeholder: ComponentPlaceholderValue,
  content_directory: ContentDirectoryValue,
  copy: CopyValue,
  copy_wrapping_items: CopyWrappingItemsValue,
  cta_buttons: CtaButtonsValue,
  document_group: DocumentGroupValue,
  faq: FaqValue,
  flag_pane: FlagPaneValue,
  flag_pane_fixed_ratio: FlagPaneFixedRatioValue,
  form_selector: FormSelectorValue,
  form_wrapper: FormWrapperValue,
  full_bleed_carousel: FullBleedCarouselValue,
  full_bleed_video: FullBleedVideoValue,
  image_plus_blade: ImagePlusBladeValue,
  image_text_banner: ImageTextBannerValue,
  image_text_button_blade: ImageTextButtonBladeValue,
  latest_post_hero: LatestPostHeroValue,
  multi_carousel: MultiCarouselValue,
  multi_column_image_copy: MultiColumnImageCopyValue,
  notification_bar: NotificationBarValue,
  placeholder: PlaceholderValue,
  quick_links_item: QuickLinksItemValue,
  section_header: SectionHeaderValue,
  size_stepped_image: SizeSteppedImageValue,
  triptych: TriptychValue,
  vertical_spacer: VerticalSpacerValue,
};

export type ImplementedRenderName = keyof typeof blockSchemas;
export type BlockValue<Name extends ImplementedRenderName> = z.infer<(typeof blockSchemas)[Name]>;
