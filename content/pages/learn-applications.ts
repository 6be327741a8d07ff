import type { DemoEntity } from "../demo-entity";

export const learnApplications: DemoEntity = {
  type: "landing_page",
  path: "/learn/applications",
  published: {
    title: "Applications",
    metadata: {
      metaTitle: "Applications: Homes, Restaurants, Resorts and Schools | LaCantina Doors",
      metaDescription:
        "Where large glass openings work: residential living spaces, multi-family developments, restaurants and retail, resorts and hotels, schools and offices.",
    },
    elements: [
      {
        id: "applications-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Learn",
          banner_title: "One idea, many places to open",
          banner_subtitle: "How folding, sliding and swing glass doors serve homes, restaurants, resorts, schools and offices.",
          text_theme: "dark",
          image_size: "short",
          image: {
            image_url: "/media/learn/applications-hero.jpg",
            alt_text: "A restaurant at dusk with its folding glass front open to the street",
            width: 2560,
            height: 1200,
          },
          buttons: [],
        },
      },
      {
        id: "applications-grid",
        render_name: "columned_media",
        value: {
          kicker: "Applications",
          header: "Where our systems open",
          cards: [
            {
              kind: "flag_pane_card",
              header: "Residential",
              text: "Kitchens, living rooms and bedrooms that become one with the terrace.",
              text_theme: "dark",
              image: {
                image_url: "/media/home/folding.jpg",
                alt_text: "Folding glass panels stacked to one side of a bright kitchen",
                width: 1600,
                height: 2000,
              },
              call_to_action: { text: "Residential gallery", url: "/image-gallery/category/Residential" },
            },
            {
              kind: "flag_pane_card",
              header: "Restaurant and retail",
              text: "Storefronts that turn into patios and draw people in from the street.",
              text_theme: "dark",
              image: {
                image_url: "/media/professionals/restaurant.jpg",
                alt_text: "A restaurant dining room opened to the street through folding glass doors at dusk",
                width: 1600,
                height: 2000,
              },
              call_to_action: { text: "Restaurant gallery", url: "/image-gallery/category/Restaurant-Retail" },
            },
            {
              kind: "flag_pane_card",
              header: "Education and office",
              text: "Classrooms and meeting rooms that open to courtyards and fresh air.",
              text_theme: "dark",
              image: {
                image_url: "/media/professionals/campus.jpg",
                alt_text: "Glass swing doors set in the concrete facade of a school building",
                width: 1600,
                height: 2000,
              },
              call_to_action: { text: "Education gallery", url: "/image-gallery/category/Education-Office" },
            },
          ],
        },
      },
      {
        id: "applications-hospitality",
        render_name: "flag_pane_fixed_ratio",
        value: {
          kicker: "Resort and hotel",
          header: "Suites that open to the view",
          text: [
            "Guests remember a room that opens completely to the ocean or the pool deck. Sliding systems with single lites up to 12 feet tall and folding systems up to 65 feet wide make the terrace part of the suite.",
            "For coastal properties, the DP 70 impact package and a Kynar finish built for salt air keep the openings working season after season.",
          ],
          image: {
            image_url: "/media/learn/resort.jpg",
            alt_text: "A resort living room at golden hour behind sliding glass doors",
            width: 1600,
            height: 1200,
          },
          image_ratio: "4_3",
          align_image: "right",
          call_to_action: { text: "Resort gallery", url: "/image-gallery/category/Resort-Hotel" },
        },
      },
      {
        id: "applications-multifamily",
        render_name: "image_text_button_blade",
        value: {
          image: {
            image_url: "/media/professionals/dealers-hero.jpg",
            alt_text: "A city apartment dining room opened to its balcony through sliding glass doors",
            width: 2560,
            height: 1200,
          },
          align_image: "right",
          kicker: "Development and multi-family",
          header: "Balconies worth stepping onto",
          text: [
            "In apartments and condominiums, a wide sliding or folding door turns a balcony into an outdoor room and sets a building apart on the market. Repeatable sizes, consistent finishes and documented performance make our systems straightforward to specify across many units.",
          ],
          buttons: [
            { button_text: "For professionals", button_url: "/professionals/architects-designers-builders", button_theme: "primary" },
            {
              button_text: "Multi-family gallery",
              button_url: "/image-gallery/category/Development-Multi-Family",
              button_theme: "secondary",
            },
          ],
        },
      },
    ],
  },
};
