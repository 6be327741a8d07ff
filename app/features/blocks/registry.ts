import type { ReactNode } from "react";
import { Anchor } from "./anchor/Anchor";
import { ArticleBlurb } from "./article-blurb/ArticleBlurb";
import { ArticleHeader } from "./article-header/ArticleHeader";
import { BasicHtml } from "./basic-html/BasicHtml";
import { BladeFlexHero } from "./blade-flex-hero/BladeFlexHero";
import { BladeHighlightButtons } from "./blade-highlight-buttons/BladeHighlightButtons";
import { BladeLargeHero } from "./blade-large-hero/BladeLargeHero";
import { BladeQuote } from "./blade-quote/BladeQuote";
import { BladeThreeColumn } from "./blade-three-column/BladeThreeColumn";
import { BladeTwoColumnFocus } from "./blade-two-column-focus/BladeTwoColumnFocus";
import { BladeTwoColumn } from "./blade-two-column/BladeTwoColumn";
import { Button } from "./button/Button";
import { Carousel } from "./carousel/Carousel";
import { CodeSnippet } from "./code-snippet/CodeSnippet";
import { ColumnedMedia } from "./columned-media/ColumnedMedia";
import { ComponentPlaceholder } from "./component-placeholder/ComponentPlaceholder";
import { Copy } from "./copy/Copy";
import { CopyWrappingItems } from "./copy-wrapping-items/CopyWrappingItems";
import { CtaButtons } from "./cta-buttons/CtaButtons";
import { Faq } from "./faq/Faq";
import { FlagPaneFixedRatio } from "./flag-pane-fixed-ratio/FlagPaneFixedRatio";
import { FlagPane } from "./flag-pane/FlagPane";
import { FormSelector } from "./form-selector/FormSelector";
import { FormWrapper } from "./form-wrapper/FormWrapper";
import { FullBleedCarousel } from "./full-bleed-carousel/FullBleedCarousel";
import { ImagePlusBlade } from "./image-plus-blade/ImagePlusBlade";
import { ImageTextBanner } from "./image-text-banner/ImageTextBanner";
import { ImageTextButtonBlade } from "./image-text-button-blade/ImageTextButtonBlade";
import { MultiCarousel } from "./multi-carousel/MultiCarousel";
import { MultiColumnImageCopy } from "./multi-column-image-copy/MultiColumnImageCopy";
import { NotificationBarBlock } from "./notification-bar/NotificationBarBlock";
import { Placeholder } from "./placeholder/Placeholder";
import { QuickLinksItem } from "./quick-links-item/QuickLinksItem";
import type { BlockValue, ImplementedRenderName } from "./schemas";
import { SectionHeader } from "./section-header/SectionHeader";
import { SizeSteppedImage } from "./size-stepped-image/SizeSteppedImage";
import { Triptych } from "./triptych/Triptych";
import { VerticalSpacer } from "./vertical-spacer/VerticalSpacer";

export type BlockProps<Name extends ImplementedRenderName> = { value: BlockValue<Name>; index: number };

/** render_name -> component; the type checker keeps it complete against the schemas. */
export const blockComponents: { [Name in ImplementedRenderName]: (props: BlockProps<Name>) => ReactNode } = {
  anchor: Anchor,
  article_blurb: ArticleBlurb,
  article_header: ArticleHeader,
  basic_html: BasicHtml,
  blade_flex_hero: BladeFlexHero,
  blade_highlight_buttons: BladeHighlightButtons,
  blade_large_hero: BladeLargeHero,
  blade_quote: BladeQuote,
  blade_three_column: BladeThreeColumn,
  blade_two_column: BladeTwoColumn,
  blade_two_column_focus: BladeTwoColumnFocus,
  button: Button,
  carousel: Carousel,
  code_snippet: CodeSnippet,
  columned_media: ColumnedMedia,
  component_placeholder: ComponentPlaceholder,
  copy: Copy,
  copy_wrapping_items: CopyWrappingItems,
  cta_buttons: CtaButtons,
  faq: Faq,
  flag_pane: FlagPane,
  flag_pane_fixed_ratio: FlagPaneFixedRatio,
  form_selector: FormSelector,
  form_wrapper: FormWrapper,
  full_bleed_carousel: FullBleedCarousel,
  image_plus_blade: ImagePlusBlade,
  image_text_banner: ImageTextBanner,
  image_text_button_blade: ImageTextButtonBlade,
  multi_carousel: MultiCarousel,
  multi_column_image_copy: MultiColumnImageCopy,
  notification_bar: NotificationBarBlock,
  placeholder: Placeholder,
  quick_links_item: QuickLinksItem,
  section_header: SectionHeader,
  size_stepped_image: SizeSteppedImage,
  triptych: Triptych,
  vertical_spacer: VerticalSpacer,
};
