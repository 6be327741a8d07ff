import type { DemoEntity } from "../demo-entity";
import { productPhoto } from "./category-image";

export const learnInteractiveVideos: DemoEntity = {
  type: "landing_page",
  path: "/learn/interactive-videos",
  published: {
    title: "Interactive Videos",
    metadata: {
      metaTitle: "Interactive Videos of Folding, Sliding and Swing Doors | LaCantina Doors",
      metaDescription:
        "See how LaCantina folding, sliding and swing glass doors open, stack and close, and choose the configuration and finish that fit your project.",
    },
    elements: [
      {
        id: "videos-header",
        render_name: "section_header",
        value: {
          kicker: "Learn",
          title: "Interactive videos",
          sub_title:
            "Every system moves differently. See how panels fold, slide and swing, then choose what you want to see next: a configuration, a finish or a detail up close.",
          call_to_action: { text: "Browse the video gallery", url: "/video-gallery/category/interactive-videos" },
          image: {
            image_url: "/media/learn/videos-hero.jpg",
            alt_text: "A folding glass wall half open in a warm interior at dusk",
            width: 2560,
            height: 1440,
          },
          text_theme: "dark",
        },
      },
      {
        id: "videos-cinema",
        render_name: "cinema_pane",
        value: {
          kicker: "Watch",
          header: "The V2 folding door in one minute",
          text: "Walk up to a V2 folding wall at golden hour and see how its slim panels fold and stack to open the room to the terrace.",
          text_theme: "dark",
          video: { video_provider: "raw_url", video_url: "/media/gallery/videos/v2-folding-door-overview.mp4" },
          image: {
            image_url: "/media/gallery/videos/v2-folding-door-overview.jpg",
            alt_text: "A white V2 folding glass wall stacked open to a terrace above the ocean at golden hour",
            width: 1280,
            height: 720,
          },
          call_to_action: { text: "More in the video gallery", url: "/video-gallery" },
        },
      },
      {
        id: "videos-interactive-pair",
        render_name: "cinema_pane_two",
        value: {
          kicker: "Interactive",
          header: "See it move",
          text_theme: "light",
          panes: [
            {
              header: "Folding wall, both ways",
              text: "A wood-framed folding wall closes and opens again from both sides; the gallery's interactive explorer lets you choose the panels and finish.",
              video: { video_provider: "raw_url", video_url: "/media/gallery/videos/tv-shows-hillside-great-room.mp4" },
              image: {
                image_url: "/media/gallery/videos/tv-shows-hillside-great-room.jpg",
                alt_text: "A wood-framed folding glass wall open from both sides to the hills at dusk",
                width: 1280,
                height: 720,
              },
            },
            {
              header: "Finish and hardware tour",
              text: "Wood swing doors open a dining room to the garden: see the frame, the hinges and the handle as they move.",
              video: { video_provider: "raw_url", video_url: "/media/gallery/videos/interactive-finish-and-hardware-tour.mp4" },
              image: {
                image_url: "/media/gallery/videos/interactive-finish-and-hardware-tour.jpg",
                alt_text: "Wood swing glass doors opening a dining room to a garden at golden hour",
                width: 1280,
                height: 720,
              },
            },
          ],
        },
      },
      {
        id: "videos-systems",
        render_name: "multi_carousel",
        value: {
          title: "See each system in motion",
          multi_carousel_parent_group: [
            {
              title: "Folding",
              kicker: "Folding doors",
              copy: [
                "Watch up to 20 panels fold and stack, ten to each side, across openings of up to 65 feet.",
                "Choose panels that stack left, right or both ways, with an optional swing panel for daily use.",
              ],
              button: { button_text: "Folding doors", button_url: "/products/folding-doors", button_theme: "secondary" },
              slides: [
                { type: "image_slide", image: productPhoto("folding-doors/v2", "V2 folding doors stacked open to an ocean terrace") },
                { type: "image_slide", image: productPhoto("folding-doors/aluminum", "Aluminum folding doors open beside a pool") },
                { type: "image_slide", image: productPhoto("folding-doors/wood", "Wood folding doors of a garden house") },
              ],
            },
            {
              title: "Sliding",
              kicker: "Sliding doors",
              copy: [
                "See tall panels, with single lites up to 12 feet, glide on their tracks and stack or disappear into a pocket.",
                "Compare stacking and pocketing configurations before you frame the opening.",
              ],
              button: { button_text: "Sliding doors", button_url: "/products/sliding-doors", button_theme: "secondary" },
              slides: [
                { type: "image_slide", image: productPhoto("sliding-doors/aluminum", "Aluminum sliding doors of a living room") },
                { type: "image_slide", image: productPhoto("sliding-doors/aluminum-wood", "Aluminum wood sliding doors open to a garden") },
              ],
            },
            {
              title: "Swing",
              kicker: "Swing doors",
              copy: ["Single and French doors, inswing or outswing, in the same slim profiles as the walls beside them."],
              button: { button_text: "Swing doors", button_url: "/products/swing-doors", button_theme: "secondary" },
              slides: [{ type: "image_slide", image: productPhoto("swing-doors/aluminum", "Glass swing doors opening onto a courtyard") }],
            },
          ],
        },
      },
      {
        id: "videos-full-bleed",
        render_name: "full_bleed_video",
        value: {
          title: "Folding door operation: open, fold and close",
          video: { video_provider: "raw_url", video_url: "/media/gallery/videos/lacantina-folding-door-operation.mp4" },
          image: {
            image_url: "/media/gallery/videos/lacantina-folding-door-operation.jpg",
            alt_text:
              "Outside in daylight: a black-framed aluminum folding glass wall opens the living room onto a terrace above the ocean.",
            width: 1280,
            height: 720,
          },
        },
      },
      {
        id: "videos-next",
        render_name: "copy",
        value: {
          kicker: "Next steps",
          header: "From video to quote",
          copy_text:
            '<p>When a configuration feels right, note the system, the panel count and the stacking direction, and share them with us in a <a href="/request-quote">quote request</a>. Our team will confirm sizes and options within two business days.</p>',
        },
      },
    ],
  },
};
