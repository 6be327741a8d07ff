import type { ReactNode } from "react";
import { Anchor } from "./anchor/Anchor";
import { ArticleHeader } from "./article-header/ArticleHeader";
import { BasicHtml } from "./basic-html/BasicHtml";
import { BladeFlexHero } from "./blade-flex-hero/BladeFlexHero";
import { BladeLargeHero } from "./blade-large-hero/BladeLargeHero";
import { BladeTwoColumnFocus } from "./blade-two-column-focus/BladeTwoColumnFocus";
import { BladeTwoColumn } from "./blade-two-column/BladeTwoColumn";
import { Button } from "./button/Button";
import { ComponentPlaceholder } from "./component-placeholder/ComponentPlaceholder";
import { Copy } from "./copy/Copy";
import { CtaButtons } from "./cta-buttons/CtaButtons";
import { FlagPaneFixedRatio } from "./flag-pane-fixed-ratio/FlagPaneFixedRatio";
import { FlagPane } from "./flag-pane/FlagPane";
import { FullBleedCarousel } from "./full-bleed-carousel/FullBleedCarousel";
import { MultiColumnImageCopy } from "./multi-column-image-copy/MultiColumnImageCopy";
import { NotificationBarBlock } from "./notification-bar/NotificationBarBlock";
import { Placeholder } from "./placeholder/Placeholder";
import { lazyBlock } from "./lazy-block";
import type { BlockProps } from "./block-props";
import type { ImplementedRenderName } from "./schemas";
import { SectionHeader } from "./section-header/SectionHeader";
import { Triptych } from "./triptych/Triptych";
import { VerticalSpacer } from "./vertical-spacer/VerticalSpacer";

/**
 * render_name -> component; the type checker keeps it complete against the schemas. Blocks of the
 * home page and the common heroes are bundled; the rest load with the pages that use them.
 */
export const blockComponents: { [Name in ImplementedRenderName]: (props: BlockProps<Name>) => ReactNode } = {
  anchor: Anchor,
  article_blurb: lazyBlock(() => import("./article-blurb/ArticleBlurb").then((module) => module.ArticleBlurb)),
  article_header: ArticleHeader,
  basic_html: BasicHtml,
  blade_flex_hero: BladeFlexHero,
  blade_highlight_buttons: lazyBlock(() =>
    import("./blade-highlight-buttons/BladeHighlightButtons").then((module) => module.BladeHighlightButtons),
  ),
  blade_large_hero: BladeLargeHero,
  blade_quote: lazyBlock(() => import("./blade-quote/BladeQuote").then((module) => module.BladeQuote)),
  blade_three_column: lazyBlock(() => import("./blade-three-column/BladeThreeColumn").then((module) => module.BladeThreeColumn)),
  blade_two_column: BladeTwoColumn,
  blade_two_column_focus: BladeTwoColumnFocus,
  blog_detail: lazyBlock(() => import("./blog-detail/BlogDetail").then((module) => module.BlogDetail)),
  button: Button,
  carousel: lazyBlock(() => import("./carousel/Carousel").then((module) => module.Carousel)),
  cinema_pane: lazyBlock(() => import("./cinema-pane/CinemaPane").then((module) => module.CinemaPane)),
  cinema_pane_two: lazyBlock(() => import("./cinema-pane-two/CinemaPaneTwo").then((module) => module.CinemaPaneTwo)),
  code_snippet: lazyBlock(() => import("./code-snippet/CodeSnippet").then((module) => module.CodeSnippet)),
  columned_media: lazyBlock(() => import("./columned-media/ColumnedMedia").then((module) => module.ColumnedMedia)),
  component_placeholder: ComponentPlaceholder,
  content_directory: lazyBlock(() => import("./content-directory/ContentDirectory").then((module) => module.ContentDirectory)),
  copy: Copy,
  copy_wrapping_items: lazyBlock(() => import("./copy-wrapping-items/CopyWrappingItems").then((module) => module.CopyWrappingItems)),
  cta_buttons: CtaButtons,
  document_group: lazyBlock(() => import("./document-group/DocumentGroup").then((module) => module.DocumentGroup)),
  faq: lazyBlock(() => import("./faq/Faq").then((module) => module.Faq)),
  flag_pane: FlagPane,
  flag_pane_fixed_ratio: FlagPaneFixedRatio,
  form_selector: lazyBlock(() => import("./form-selector/FormSelector").then((module) => module.FormSelector)),
  form_wrapper: lazyBlock(() => import("./form-wrapper/FormWrapper").then((module) => module.FormWrapper)),
  full_bleed_carousel: FullBleedCarousel,
  full_bleed_video: lazyBlock(() => import("./full-bleed-video/FullBleedVideo").then((module) => module.FullBleedVideo)),
  image_plus_blade: lazyBlock(() => import("./image-plus-blade/ImagePlusBlade").then((module) => module.ImagePlusBlade)),
  image_text_banner: lazyBlock(() => import("./image-text-banner/ImageTextBanner").then((module) => module.ImageTextBanner)),
  image_text_button_blade: lazyBlock(() =>
    import("./image-text-button-blade/ImageTextButtonBlade").then((module) => module.ImageTextButtonBlade),
  ),
  latest_post_hero: lazyBlock(() => import("./latest-post-hero/LatestPostHero").then((module) => module.LatestPostHero)),
  multi_carousel: lazyBlock(() => import("./multi-carousel/MultiCarousel").then((module) => module.MultiCarousel)),
  multi_column_image_copy: MultiColumnImageCopy,
  notification_bar: NotificationBarBlock,
  placeholder: Placeholder,
  quick_links_item: lazyBlock(() => import("./quick-links-item/QuickLinksItem").then((module) => module.QuickLinksItem)),
  section_header: SectionHeader,
  size_stepped_image: lazyBlock(() => import("./size-stepped-image/SizeSteppedImage").then((module) => module.SizeSteppedImage)),
  triptych: Triptych,
  vertical_spacer: VerticalSpacer,
};
