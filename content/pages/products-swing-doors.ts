import type { DemoEntity } from "../demo-entity";
import { productPhoto } from "./category-image";

export const productsSwingDoors: DemoEntity = {
  type: "product_category_page",
  path: "/products/swing-doors",
  published: {
    title: "Swing Doors",
    metadata: {
      metaTitle: "Swing Glass Doors | Six Systems | LaCantina Doors",
      metaDescription:
        "Inswing and outswing glass doors in V2, aluminum, thermally controlled aluminum, aluminum wood, contemporary clad and wood, with the slim profiles of our folding systems.",
    },
    elements: [
      {
        id: "swing-header",
        render_name: "section_header",
        value: {
          kicker: "Swing doors",
          title: "An entrance in the same language",
          sub_title:
            "Single and French swing doors that share the slim profiles, finishes and hardware of our folding and sliding systems, so every opening of the house belongs together.",
          call_to_action: { text: "Request a quote", url: "/request-quote" },
          image: productPhoto("swing-doors/aluminum", "A pair of glass swing doors opening from a courtyard garden"),
          text_theme: "dark",
          section_nav: [
            { label: "Systems", anchor_id: "systems" },
            { label: "Details", anchor_id: "details" },
          ],
        },
      },
      { id: "swing-anchor-systems", render_name: "anchor", value: { anchor_id: "systems" } },
      {
        id: "swing-systems",
        render_name: "multi_column_image_copy",
        value: {
          kicker: "Six systems",
          header: "Swing doors for every material",
          column_count: 3,
          items: [
            {
              image: productPhoto("swing-doors/v2", "V2 swing doors with very slim black frames"),
              header: "V2",
              text: "The narrowest sightlines of our swing doors, matched to V2 folding walls beside them.",
              call_to_action: { text: "Explore V2", url: "/products/swing-doors/v2" },
            },
            {
              image: productPhoto("swing-doors/aluminum", "Aluminum swing doors onto a courtyard"),
              header: "Aluminum",
              text: "Strong, low-maintenance aluminum doors in single or French configurations.",
              call_to_action: { text: "Explore Aluminum", url: "/products/swing-doors/aluminum" },
            },
            {
              image: productPhoto("swing-doors/aluminum-thermally-controlled", "Thermally controlled swing doors on a house at dusk"),
              header: "Aluminum Thermally Controlled",
              text: "A thermal barrier in the frame for comfort through hot summers and cold winters.",
              call_to_action: { text: "Explore Aluminum Thermally Controlled", url: "/products/swing-doors/aluminum-thermally-controlled" },
            },
            {
              image: productPhoto("swing-doors/aluminum-wood", "Aluminum wood swing doors with timber interiors"),
              header: "Aluminum Wood",
              text: "Aluminum outside, wood inside, with stiles up to 10 feet tall for generous entrances.",
              call_to_action: { text: "Explore Aluminum Wood", url: "/products/swing-doors/aluminum-wood" },
            },
            {
              image: productPhoto("swing-doors/contemporary-clad", "Contemporary clad swing doors in a bright room"),
              header: "Contemporary Clad",
              text: "Clean, squared wood profiles protected by aluminum cladding on the weather side.",
              call_to_action: { text: "Explore Contemporary Clad", url: "/products/swing-doors/contemporary-clad" },
            },
            {
              image: productPhoto("swing-doors/wood", "Wood swing doors opening to a garden path"),
              header: "Wood",
              text: "Solid wood doors in Vertical Grain Douglas Fir or Sapele Mahogany, or optional species to match the millwork.",
              call_to_action: { text: "Explore Wood", url: "/products/swing-doors/wood" },
            },
          ],
        },
      },
      { id: "swing-anchor-details", render_name: "anchor", value: { anchor_id: "details" } },
      {
        id: "swing-details",
        render_name: "flag_pane",
        value: {
          kicker: "Details",
          header: "Built like the rest of the wall",
          text: [
            "Panels are 2 1/4 inches thick, with stile and rail profiles of 2 15/16, 3 5/8 or 2 3/4 inches. Bottom rails of 7 1/2 or 10 inches give the door a lighter or a more substantial base.",
            "Doors open inward or outward, glazed as standard with dual glazed tempered glass, with low-E and laminated options. Hardware is finished in Stainless Steel, Bronze or Black.",
          ],
          image: productPhoto("swing-doors/aluminum-wood", "The timber interior face of an aluminum wood swing door"),
          align_image: "left",
          call_to_action: { text: "Browse technical documents", url: "/support/technical-documents" },
        },
      },
    ],
  },
};
