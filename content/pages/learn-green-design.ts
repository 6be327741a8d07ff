import type { DemoEntity } from "../demo-entity";

export const learnGreenDesign: DemoEntity = {
  type: "landing_page",
  path: "/learn/green-design",
  published: {
    title: "Green Design",
    metadata: {
      metaTitle: "Green Design with Glass Doors | LaCantina Doors",
      metaDescription:
        "Daylight, natural ventilation, low-E glazing and durable finishes: how large glass openings contribute to energy-conscious, LEED and Title 24 projects.",
    },
    elements: [
      {
        id: "green-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Learn",
          banner_title: "Let the weather do some of the work",
          banner_subtitle: "Daylight and cross-ventilation through openings designed to save energy when they are closed.",
          text_theme: "dark",
          image_size: "short",
          image: {
            image_url: "/media/learn/green-hero.jpg",
            alt_text: "A garden room with oak floors and a slatted ceiling, its folding doors open to the planting",
            width: 2560,
            height: 1200,
          },
          buttons: [],
        },
      },
      {
        id: "green-daylight",
        render_name: "image_plus_blade",
        value: {
          image: {
            image_url: "/media/home/hero.jpg",
            alt_text: "A living room whose folding glass wall is fully open to an ocean terrace at golden hour",
            width: 2560,
            height: 1440,
            image_caption: "A 20-panel folding wall turns a living room into a shaded terrace on mild days.",
          },
          kicker: "Daylight and air",
          header: "An open wall is the simplest climate system",
          text: [
            "When a whole wall folds or slides away, a room ventilates across its depth in minutes. On mild days that means the air conditioning stays off and the lights are not needed until dusk.",
            "Glass reaching up to 10 feet tall in folding systems and 12 feet in sliding systems brings daylight deep into the plan, reducing the electric lighting a space needs during the day.",
          ],
        },
      },
      {
        id: "green-glass",
        render_name: "blade_two_column",
        value: {
          split_ratio: "60_40",
          focus_side: "right",
          left: {
            kicker: "When closed",
            header: "Glass and frames that hold the line",
            text: [
              "Dual glazed tempered glass is standard. Low-E coatings reflect heat back where it came from, keeping rooms cooler in summer and warmer in winter, and thermally controlled aluminum frames limit the heat that travels through the metal itself.",
            ],
            call_to_action: { text: "Performance data", url: "/learn/performance" },
          },
          right: {
            kicker: "Documentation",
            header: "Ready for LEED and Title 24 submittals",
            text: [
              "Our technical library carries LEED and Title 24 documentation alongside guide specifications, so energy calculations and green-building submittals can be assembled from the same source as the drawings.",
              "Search the library by topic and product to find the documents for your system.",
            ],
            image: {
              image_url: "/media/learn/resort.jpg",
              alt_text: "A resort living room at golden hour behind sliding glass doors",
              width: 1600,
              height: 1200,
            },
            call_to_action: { text: "Technical documents", url: "/support/technical-documents" },
          },
        },
      },
      {
        id: "green-durability",
        render_name: "multi_column_image_copy",
        value: {
          kicker: "Built to last",
          header: "The greenest door is the one you do not replace",
          column_count: 3,
          items: [
            {
              header: "Finishes that endure",
              text: "A two-coat, 70% fluoropolymer Kynar finish resists fading and chalking, so frames need no repainting for many years.",
              image: {
                image_url: "/media/home/craft.jpg",
                alt_text: "Slim sliding door frames in a bright living room",
                width: 1600,
                height: 1100,
              },
            },
            {
              header: "Responsible wood",
              text: "Wood interiors in Vertical Grain Douglas Fir and Sapele Mahogany are stocked; Pine, Quarter Sawn White Oak, Black Walnut and Clear Alder are available to order.",
              image: {
                image_url: "/media/home/folding.jpg",
                alt_text: "Folding glass panels stacked to one side of a bright kitchen",
                width: 1600,
                height: 2000,
              },
            },
            {
              header: "Screens instead of fans",
              text: "Pleated and non-pleated screens keep insects out while the breeze comes in, and retract out of sight when the doors close.",
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
    ],
  },
};
