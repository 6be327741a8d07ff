import type { DemoEntity } from "../demo-entity";
import { productPhoto } from "./category-image";

export const productsFoldingDoors: DemoEntity = {
  type: "product_category_page",
  path: "/products/folding-doors",
  published: {
    title: "Folding Doors",
    metadata: {
      metaTitle: "Folding Glass Doors | Seven Systems | LaCantina Doors",
      metaDescription:
        "Folding glass door systems up to 65 feet wide and 20 panels, in V2, aluminum, thermally controlled aluminum, aluminum wood, contemporary clad, wood and vinyl.",
    },
    elements: [
      {
        id: "folding-header",
        render_name: "section_header",
        value: {
          kicker: "Folding doors",
          title: "Fold the wall away",
          sub_title:
            "Panels that stack neatly to one or both sides and turn a glass wall into an open room, in seven systems built to order for homes, restaurants and resorts.",
          call_to_action: { text: "Request a quote", url: "/request-quote" },
          image: productPhoto("folding-doors/v2", "A black-framed folding glass wall stacked open to an ocean terrace at golden hour"),
          text_theme: "dark",
          section_nav: [
            { label: "Systems", anchor_id: "systems" },
            { label: "Openings", anchor_id: "openings" },
            { label: "Finishes", anchor_id: "finishes" },
            { label: "Projects", anchor_id: "projects" },
          ],
        },
      },
      { id: "folding-anchor-systems", render_name: "anchor", value: { anchor_id: "systems" } },
      {
        id: "folding-systems",
        render_name: "multi_column_image_copy",
        value: {
          kicker: "Seven systems",
          header: "One way of opening, seven ways of building it",
          column_count: 3,
          items: [
            {
              image: productPhoto("folding-doors/v2", "V2 folding doors open along a living room facing the sea"),
              header: "V2",
              text: "Our slimmest folding system: narrow sightlines, a low-profile sill and the strength to carry tall panels across wide openings.",
              call_to_action: { text: "Explore V2", url: "/products/folding-doors/v2" },
            },
            {
              image: productPhoto("folding-doors/aluminum", "Aluminum folding doors stacked beside a pool deck"),
              header: "Aluminum",
              text: "Durable, low-maintenance aluminum frames with the clean lines of modern architecture, for coastal and everyday homes alike.",
              call_to_action: { text: "Explore Aluminum", url: "/products/folding-doors/aluminum" },
            },
            {
              image: productPhoto(
                "folding-doors/aluminum-thermally-controlled",
                "Bronze thermally controlled folding doors on a hillside home at dusk",
              ),
              header: "Aluminum Thermally Controlled",
              text: "A thermal barrier within the aluminum frame slows the flow of heat and cold, for climates that ask more of a glass wall.",
              call_to_action: {
                text: "Explore Aluminum Thermally Controlled",
                url: "/products/folding-doors/aluminum-thermally-controlled",
              },
            },
            {
              image: productPhoto(
                "folding-doors/aluminum-wood",
                "Aluminum wood folding doors with warm timber interiors opening onto a garden",
              ),
              header: "Aluminum Wood",
              text: "Weather-facing aluminum outside and solid wood inside: the resilience of metal with the warmth of Douglas Fir or Mahogany in the room.",
              call_to_action: { text: "Explore Aluminum Wood", url: "/products/folding-doors/aluminum-wood" },
            },
            {
              image: productPhoto(
                "folding-doors/contemporary-clad",
                "Contemporary clad folding doors in a light-filled room overlooking hills",
              ),
              header: "Contemporary Clad",
              text: "Wood interiors with a low-maintenance aluminum cladding outside, drawn with squared, contemporary profiles.",
              call_to_action: { text: "Explore Contemporary Clad", url: "/products/folding-doors/contemporary-clad" },
            },
            {
              image: productPhoto("folding-doors/wood", "Wood folding doors of a garden house in late afternoon light"),
              header: "Wood",
              text: "All-wood panels in Vertical Grain Douglas Fir or Sapele Mahogany, finished to your specification inside and out.",
              call_to_action: { text: "Explore Wood", url: "/products/folding-doors/wood" },
            },
            {
              image: productPhoto("folding-doors/vinyl", "White vinyl folding doors opening a family room to the garden"),
              header: "Vinyl",
              text: "An energy-efficient, budget-minded system of up to 6 panels, for openings where value matters as much as the view.",
              call_to_action: { text: "Explore Vinyl", url: "/products/folding-doors/vinyl" },
            },
          ],
        },
      },
      { id: "folding-anchor-openings", render_name: "anchor", value: { anchor_id: "openings" } },
      {
        id: "folding-openings",
        render_name: "copy",
        value: {
          kicker: "Openings",
          header: "How wide a wall can open",
          copy_text:
            "<p>A folding system can carry up to 20 panels, ten folding in each direction, across configurations of up to 65 feet wide. Single lites reach up to 10 feet tall, so the glass stays as generous as the opening.</p><p>Panels stack to the left, to the right or to both sides, and a swing panel can be added for everyday coming and going without opening the whole wall. Where hurricanes are part of the forecast, our DP 70 impact package keeps the view without giving up protection.</p>",
          align_copy_horizontal: "left",
        },
      },
      { id: "folding-anchor-finishes", render_name: "anchor", value: { anchor_id: "finishes" } },
      {
        id: "folding-finishes",
        render_name: "flag_pane",
        value: {
          kicker: "Finishes",
          header: "Colours, woods and hardware",
          text: [
            "Metal frames come standard in a two-coat, 70% fluoropolymer Kynar paint. Five colours are in stock: Clear Anodized, Bronze Anodized, White, Bronze and Shadow Black, with about 26 optional colours beyond them.",
            "Wood interiors come in Vertical Grain Douglas Fir or Sapele Mahogany, with Pine, Quarter Sawn White Oak, Black Walnut and Clear Alder as options. Handles are finished in Stainless Steel, Bronze or Black.",
          ],
          image: productPhoto("folding-doors/aluminum-wood", "Timber-lined folding door panels stacked open to a garden"),
          align_image: "right",
          call_to_action: { text: "Find a dealer near you", url: "/find-a-dealer" },
        },
      },
      { id: "folding-anchor-projects", render_name: "anchor", value: { anchor_id: "projects" } },
      {
        id: "folding-projects",
        render_name: "full_bleed_carousel",
        value: {
          title: "Folding doors at home",
          show_title: true,
          slides: [
            {
              kicker: "Coastal living",
              title: "The whole terrace, one room",
              call_to_action: { text: "See the image gallery", url: "/image-gallery" },
              text_theme: "dark",
              image: productPhoto("folding-doors/aluminum", "An aluminum folding wall stacked open to a pool deck in midday sun"),
            },
            {
              kicker: "Hillside",
              title: "Warm light through slim bronze frames",
              text_theme: "dark",
              image: productPhoto("folding-doors/aluminum-thermally-controlled", "Bronze folding doors glowing on a hillside home at dusk"),
            },
            {
              kicker: "Garden house",
              title: "Wood inside, garden outside",
              text_theme: "dark",
              image: productPhoto("folding-doors/wood", "Wood folding doors of a garden house open in the afternoon"),
            },
          ],
        },
      },
    ],
  },
};
