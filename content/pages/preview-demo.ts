import type { DemoEntity } from "../demo-entity";

/**
 * A page that exists only as a draft: visitors get 404 at /about/design-center, editors in preview
 * mode see it at /preview/about/design-center.
 */
export const previewDemo: DemoEntity = {
  type: "landing_page",
  path: "/about/design-center",
  draft: {
    title: "Design Center",
    metadata: {
      metaTitle: "Design Center | LaCantina Doors",
      metaDescription: "Visit our Oceanside design center to open and close full-size folding, sliding and swing door systems.",
    },
    elements: [
      {
        id: "design-center-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Opening soon",
          banner_title: "A design center you can walk through",
          banner_subtitle: "Full-size folding, sliding and swing systems, set in real openings, at our Oceanside home.",
          text_theme: "dark",
          image_size: "short",
          image: {
            image_url: "/media/home/indoor-outdoor.jpg",
            alt_text: "A pool terrace seen through a fully opened folding glass wall in the golden hour",
            width: 1600,
            height: 1100,
          },
          buttons: [{ button_text: "Contact us", button_url: "/about/contact", button_theme: "primary" }],
        },
      },
      {
        id: "design-center-intro",
        render_name: "copy",
        value: {
          kicker: "Feel the difference",
          header: "Open a 20-panel wall with one hand",
          copy_text:
            "<p>Photographs show how a wall of glass looks; only a visit shows how it moves. In our design center you can fold a 20-panel aluminum wood system, slide a 12-foot-tall lite and swing a pivot entry, then compare Kynar colours and wood species side by side.</p>" +
            "<p>Architects and dealers can book a guided session with our product specialists and take home samples of every in-stock finish.</p>",
        },
      },
    ],
  },
};
