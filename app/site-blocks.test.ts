import { describe, expect, it } from "vitest";
import { siteBlockViews } from "./site-blocks";
import { siteBlockDefinitions } from "./site-blocks.server";

/** SPEC §2 "Content page": the kinds it lists as implemented, and the image-and-text banner, form selector and notification bar among its block renderers. */
const specKinds = [
  "article_header",
  "blade_large_hero",
  "blade_flex_hero",
  "button",
  "faq",
  "flag_pane",
  "flag_pane_fixed_ratio",
  "article_blurb",
  "blade_highlight_buttons",
  "copy",
  "copy_wrapping_items",
  "basic_html",
  "code_snippet",
  "form_wrapper",
  "blade_three_column",
  "blade_two_column",
  "blade_two_column_focus",
  "columned_media",
  "size_stepped_image",
  "multi_column_image_copy",
  "multi_carousel",
  "vertical_spacer",
  "document_group",
  "section_header",
  "carousel",
  "image_text_button_blade",
  "placeholder",
  "component_placeholder",
  "quick_links_item",
  "anchor",
  "blog_detail",
  "cinema_pane",
  "cinema_pane_two",
  "cta_buttons",
  "triptych",
  "image_plus_blade",
  "blade_quote",
  "latest_post_hero",
  "content_directory",
  "full_bleed_video",
  "full_bleed_carousel",
  "image_text_banner",
  "form_selector",
  "notification_bar",
];

describe("the site's block kinds", () => {
  it("define every kind SPEC §2 lists as implemented, and no other, on the server and in the browser", () => {
    expect(Object.keys(siteBlockDefinitions).sort()).toEqual([...specKinds].sort());
    expect(Object.keys(siteBlockViews).sort()).toEqual([...specKinds].sort());
  });

  it("name each kind under its own render_name, with a name and a description for the palette", () => {
    for (const [renderName, definition] of Object.entries(siteBlockDefinitions)) {
      expect(definition.renderName).toBe(renderName);
      expect(definition.palette.name).not.toBe("");
      expect(definition.palette.description).toMatch(/\.$/);
    }
  });
});
