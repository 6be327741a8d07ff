import type { DemoEntity } from "../demo-entity";

export const aboutWhyLacantina: DemoEntity = {
  type: "landing_page",
  path: "/about/why-lacantina",
  published: {
    title: "Why LaCantina",
    metadata: {
      metaTitle: "Why LaCantina | Engineering, Finishes and Service",
      metaDescription:
        "Panels up to 10 feet tall, configurations up to 65 feet wide, Kynar finishes, in-stock woods and a DP 70 impact package: what sets our glass door systems apart.",
    },
    elements: [
      {
        id: "why-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Why LaCantina",
          banner_title: "Open wider. Close tighter. Live better.",
          banner_subtitle: "What goes into a door system you will open every day for decades.",
          text_theme: "dark",
          image_size: "short",
          align_copy_horizontal: "left",
          image: {
            image_url: "/media/company/why-hero.jpg",
            alt_text: "Bronze-framed sliding doors of an ocean house lit from within at dusk",
            width: 2560,
            height: 1200,
          },
          buttons: [{ button_text: "Request a quote", button_url: "/request-quote", button_theme: "primary" }],
        },
      },
      {
        id: "why-scale",
        render_name: "size_stepped_image",
        value: {
          kicker: "Scale",
          header: "Openings measured in rooms, not in doors",
          images: [
            {
              image_url: "/media/home/hero.jpg",
              alt_text: "A living room whose folding glass wall is fully open to an ocean terrace",
              width: 2560,
              height: 1440,
            },
            {
              image_url: "/media/home/folding.jpg",
              alt_text: "Folding glass panels stacked to one side of a bright kitchen",
              width: 1600,
              height: 2000,
            },
            {
              image_url: "/media/home/sliding.jpg",
              alt_text: "Tall sliding glass doors of a hillside home at dusk",
              width: 1600,
              height: 2000,
            },
          ],
          desktop_wrap_count: 3,
          copy_col_count: 2,
          basic_html:
            "<p>Our folding systems reach up to 20 panels, ten stacking in each direction, for configurations up to 65 feet wide. Single folding lites rise to 10 feet tall and sliding lites to 12 feet, so the glass reaches the ceiling of most rooms.</p><p>Vinyl folding doors run up to six panels for projects that need a lighter budget without giving up the motion of a folding wall.</p><p>Swing doors share the same profiles, with bottom rails of 7 1/2 in or 10 in, and aluminum wood swing stiles run up to 10 feet tall.</p><p>Whatever the system, the panel thickness of 2 1/4 in keeps it rigid and quiet when it moves.</p>",
        },
      },
      {
        id: "why-finishes",
        render_name: "blade_two_column",
        value: {
          split_ratio: "60_40",
          focus_side: "left",
          left: {
            kicker: "Finishes",
            header: "Colour that holds up to the sun",
            text: [
              "Every metal surface receives a two-coat, 70% fluoropolymer Kynar paint, the same class of finish used on curtain-wall buildings. It resists chalking and fading where the sun is strongest and the air is salty.",
              "Five colours are in stock: Clear Anodized, Bronze Anodized, White, Bronze and Shadow Black. About 26 optional colours extend the palette when the architecture asks for something particular.",
            ],
            image: {
              image_url: "/media/home/craft.jpg",
              alt_text: "Slim sliding door frames in a bright living room overlooking green hills",
              width: 1600,
              height: 1100,
            },
          },
          right: {
            kicker: "Hardware",
            header: "The part of the door you touch",
            text: [
              "Handles and hinges come in Stainless Steel, Bronze or Black, matched across folding, sliding and swing doors so a whole elevation reads as one.",
              "Wood interiors are in stock in Vertical Grain Douglas Fir and Sapele Mahogany, with Pine, Quarter Sawn White Oak, Black Walnut and Clear Alder to order.",
            ],
            call_to_action: { text: "See the gallery", url: "/image-gallery" },
          },
        },
      },
      {
        id: "why-performance",
        render_name: "multi_column_image_copy",
        value: {
          kicker: "Performance",
          header: "Engineered for weather, light and security",
          column_count: 3,
          items: [
            {
              header: "Glass",
              text: "Dual glazed tempered glass is standard, with low-E coatings to manage heat gain and laminated glass with an interlayer for security.",
              image: {
                image_url: "/media/navigation/featured-learn.jpg",
                alt_text: "Sliding glass doors glowing at dusk on a hillside",
                width: 1024,
                height: 768,
              },
              call_to_action: { text: "Learn about performance", url: "/learn/performance" },
            },
            {
              header: "Storm-ready",
              text: "Our DP 70 impact package keeps wide openings where hurricanes are part of the forecast.",
              image: {
                image_url: "/media/navigation/featured-folding.jpg",
                alt_text: "A folding door opened beside a pool on a bright day",
                width: 1024,
                height: 768,
              },
            },
            {
              header: "Screens",
              text: "Pleated screens cover openings up to 32 feet wide by 10 feet 6 inches high and retract out of sight. Both screen types carry a 5-year warranty.",
              image: {
                image_url: "/media/navigation/featured-support.jpg",
                alt_text: "Glass swing doors opening onto a garden",
                width: 1024,
                height: 768,
              },
              call_to_action: { text: "Explore screens", url: "/products/screens" },
            },
          ],
        },
      },
      {
        id: "why-service",
        render_name: "blade_two_column_focus",
        value: {
          split_ratio: "70_30",
          focus_side: "right",
          image: {
            image_url: "/media/home/indoor-outdoor.jpg",
            alt_text: "A terrace pool seen through an opened folding glass wall",
            width: 1600,
            height: 1100,
          },
          kicker: "Service",
          header: "With you after the install",
          text: [
            "Installation guides, technical documents and a service team who know the product line by name. If something needs attention, we answer.",
          ],
          call_to_action: { text: "Visit support", url: "/support" },
        },
      },
    ],
  },
};
