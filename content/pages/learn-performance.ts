import type { DemoEntity } from "../demo-entity";
import { productPhoto } from "./category-image";

export const learnPerformance: DemoEntity = {
  type: "landing_page",
  path: "/learn/performance",
  published: {
    title: "Performance",
    metadata: {
      metaTitle: "Glass Door Performance: Glazing, Weather and Impact | LaCantina Doors",
      metaDescription:
        "How LaCantina door systems perform: dual glazed tempered glass, low-E and laminated options, thermally controlled frames and the DP 70 impact package.",
    },
    elements: [
      {
        id: "performance-header",
        render_name: "section_header",
        value: {
          kicker: "Learn",
          title: "Performance",
          sub_title: "A wall of glass still has to be a wall: warm in winter, cool in summer, tight in a storm and secure at night.",
          image: {
            image_url: "/media/learn/performance-hero.jpg",
            alt_text: "Sliding glass doors of an ocean-front home closed against an evening sky",
            width: 2560,
            height: 1200,
          },
          text_theme: "dark",
          section_nav: [
            { label: "Glass", anchor_id: "glass" },
            { label: "Thermal", anchor_id: "thermal" },
            { label: "Impact", anchor_id: "impact" },
            { label: "Finish", anchor_id: "finish" },
          ],
        },
      },
      { id: "performance-anchor-glass", render_name: "anchor", value: { anchor_id: "glass" } },
      {
        id: "performance-glass",
        render_name: "flag_pane",
        value: {
          kicker: "Glass",
          header: "Glazing chosen for the climate",
          text: [
            "Every system is glazed with dual glazed tempered glass as standard. Low-E coatings reflect heat back where it came from: outside in summer, inside in winter.",
            "Laminated glass bonds the panes with an interlayer that holds them together if they break, adding security and cutting outside noise.",
          ],
          image: productPhoto("sliding-doors/contemporary-clad", "Large sliding glass panels in a bright interior"),
          align_image: "left",
        },
      },
      { id: "performance-anchor-thermal", render_name: "anchor", value: { anchor_id: "thermal" } },
      {
        id: "performance-thermal",
        render_name: "flag_pane",
        value: {
          kicker: "Thermal",
          header: "Frames that slow the flow of heat",
          text: [
            "Aluminum conducts heat readily, so our Aluminum Thermally Controlled systems separate the inner and outer frame with a thermal barrier. Aluminum Wood and Contemporary Clad systems put solid wood on the room side.",
            "The result is a warmer frame to the touch, less condensation and a room that holds its temperature.",
          ],
          image: productPhoto("folding-doors/aluminum-thermally-controlled", "Thermally controlled folding doors at dusk"),
          align_image: "right",
        },
      },
      { id: "performance-anchor-impact", render_name: "anchor", value: { anchor_id: "impact" } },
      {
        id: "performance-impact",
        render_name: "copy",
        value: {
          kicker: "Impact",
          header: "Ready for the storm season",
          copy_text:
            "<p>For coastal projects, our DP 70 impact package pairs laminated glazing with reinforced frames and hardware, so a folding wall of up to 65 feet can stand up to the pressures of a hurricane.</p><p>Florida-approved product documents and test results for each system are listed with our technical documents.</p>",
          align_copy_horizontal: "left",
        },
      },
      { id: "performance-anchor-finish", render_name: "anchor", value: { anchor_id: "finish" } },
      {
        id: "performance-finish",
        render_name: "full_bleed_carousel",
        value: {
          title: "Finishes that last",
          slides: [
            {
              kicker: "Kynar finish",
              title: "Two coats of 70% fluoropolymer paint",
              sub_title: "The standard finish on our metal frames resists fading and chalking for years in full sun.",
              text_theme: "dark",
              image: productPhoto("folding-doors/aluminum", "Black aluminum folding doors in bright sun beside a pool"),
            },
            {
              kicker: "Anodized",
              title: "Clear and Bronze Anodized in stock",
              sub_title: "Alongside White, Bronze and Shadow Black, with about 26 optional colours.",
              text_theme: "dark",
              image: productPhoto("sliding-doors/aluminum-thermally-controlled", "Bronze sliding doors on a hillside at dusk"),
            },
          ],
        },
      },
    ],
  },
};
