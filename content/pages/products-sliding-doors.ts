import type { DemoEntity } from "../demo-entity";
import { productPhoto } from "./category-image";

export const productsSlidingDoors: DemoEntity = {
  type: "product_category_page",
  path: "/products/sliding-doors",
  published: {
    title: "Sliding Doors",
    metadata: {
      metaTitle: "Sliding Glass Doors | Four Systems | LaCantina Doors",
      metaDescription:
        "Sliding and multi-slide glass door systems with single lites up to 12 feet tall, in aluminum, thermally controlled aluminum, aluminum wood and contemporary clad.",
    },
    elements: [
      {
        id: "sliding-header",
        render_name: "section_header",
        value: {
          kicker: "Sliding doors",
          title: "Tall glass that glides",
          sub_title:
            "Large panels that slide past one another or disappear into a pocket, keeping the most glass and the fewest frames between the room and the view.",
          call_to_action: { text: "Request a quote", url: "/request-quote" },
          image: productPhoto("sliding-doors/aluminum", "Floor-to-ceiling sliding glass doors of a modern home at dusk"),
          text_theme: "dark",
          section_nav: [
            { label: "Systems", anchor_id: "systems" },
            { label: "Configurations", anchor_id: "configurations" },
            { label: "Projects", anchor_id: "projects" },
          ],
        },
      },
      { id: "sliding-anchor-systems", render_name: "anchor", value: { anchor_id: "systems" } },
      {
        id: "sliding-systems",
        render_name: "multi_column_image_copy",
        value: {
          kicker: "Four systems",
          header: "Choose the frame that suits the house",
          column_count: 2,
          items: [
            {
              image: productPhoto("sliding-doors/aluminum", "Aluminum sliding doors opening a living room to a view"),
              header: "Aluminum",
              text: "Slim aluminum stiles and rails with smooth-rolling panels, for wide openings that stay light to operate.",
              call_to_action: { text: "Explore Aluminum", url: "/products/sliding-doors/aluminum" },
            },
            {
              image: productPhoto(
                "sliding-doors/aluminum-thermally-controlled",
                "Thermally controlled sliding doors on a house in cool evening light",
              ),
              header: "Aluminum Thermally Controlled",
              text: "A thermal barrier in the frame for better insulation, where summers are hot and winters are not mild.",
              call_to_action: {
                text: "Explore Aluminum Thermally Controlled",
                url: "/products/sliding-doors/aluminum-thermally-controlled",
              },
            },
            {
              image: productPhoto("sliding-doors/aluminum-wood", "Sliding doors with wood interiors framing a garden"),
              header: "Aluminum Wood",
              text: "Aluminum against the weather, solid wood facing the room, in Vertical Grain Douglas Fir or Sapele Mahogany as standard.",
              call_to_action: { text: "Explore Aluminum Wood", url: "/products/sliding-doors/aluminum-wood" },
            },
            {
              image: productPhoto("sliding-doors/contemporary-clad", "Contemporary clad sliding doors in a bright, minimal interior"),
              header: "Contemporary Clad",
              text: "Squared wood profiles inside with protective aluminum cladding outside, for a crisp look and little upkeep.",
              call_to_action: { text: "Explore Contemporary Clad", url: "/products/sliding-doors/contemporary-clad" },
            },
          ],
        },
      },
      { id: "sliding-anchor-configurations", render_name: "anchor", value: { anchor_id: "configurations" } },
      {
        id: "sliding-configurations",
        render_name: "copy",
        value: {
          kicker: "Configurations",
          header: "Stacking or pocketing, on the tracks you need",
          copy_text:
            "<p>Sliding systems carry single lites up to 12 feet tall. Panels stack behind one another on multiple tracks, or slide into a wall pocket so the opening is left completely clear.</p><p>Every system is glazed with dual glazed tempered glass as standard, with low-E options to manage heat gain and laminated glass with an interlayer where security matters. Track counts, sill types and panel counts are detailed in the technical documents for each system.</p>",
          align_copy_horizontal: "left",
        },
      },
      { id: "sliding-anchor-projects", render_name: "anchor", value: { anchor_id: "projects" } },
      {
        id: "sliding-projects",
        render_name: "full_bleed_carousel",
        value: {
          title: "Sliding doors in place",
          show_title: true,
          slides: [
            {
              kicker: "Evening",
              title: "A glass wall that disappears after dark",
              text_theme: "dark",
              image: productPhoto("sliding-doors/aluminum-thermally-controlled", "Sliding doors lit from within on a hillside at dusk"),
            },
            {
              kicker: "Garden",
              title: "Timber warmth, aluminum toughness",
              text_theme: "dark",
              image: productPhoto("sliding-doors/aluminum-wood", "Aluminum wood sliding doors open to a garden"),
            },
            {
              kicker: "Minimal",
              title: "Fewer frames, more view",
              call_to_action: { text: "See the image gallery", url: "/image-gallery" },
              text_theme: "dark",
              image: productPhoto("sliding-doors/contemporary-clad", "Contemporary clad sliding doors in a pale interior"),
            },
          ],
        },
      },
    ],
  },
};
