import type { DemoEntity } from "../demo-entity";

export const home: DemoEntity = {
  type: "landing_page",
  path: "/",
  published: {
    title: "Home",
    metadata: {
      metaTitle: "LaCantina Doors | Folding, Sliding and Swing Glass Door Systems",
      metaDescription:
        "Open whole walls to the outdoors with folding, sliding and swing glass door systems, screens and windows, engineered and built in Southern California.",
    },
    elements: [
      {
        id: "home-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Open space living",
          banner_title: "Walls that open to the world outside",
          banner_subtitle: "Folding, sliding and swing glass door systems up to 65 feet wide, built to order.",
          text_theme: "dark",
          image: {
            image_url: "/media/home/hero.jpg",
            alt_text: "A living room whose folding glass wall is fully open to an ocean terrace at golden hour",
            width: 2560,
            height: 1440,
          },
          buttons: [
            { button_text: "Explore products", button_url: "/products/folding-doors", button_theme: "primary" },
            { button_text: "Request a quote", button_url: "/request-quote", button_theme: "secondary" },
          ],
        },
      },
      {
        id: "home-intro",
        render_name: "copy",
        value: {
          kicker: "Indoor outdoor living",
          header: "One room, inside and out",
          copy_text:
            "<p>Our folding doors open up to 20 panels wide, ten stacking each way, across configurations of up to 65 feet. Sliding systems carry single lites up to 12 feet tall, and swing doors frame a single entry with the same slim profiles.</p>" +
            "<p>Every system is finished in a two-coat, 70% fluoropolymer Kynar paint or anodized metal, with wood interiors in Vertical Grain Douglas Fir or Sapele Mahogany.</p>",
        },
      },
      {
        id: "home-systems",
        render_name: "triptych",
        value: {
          header: "Choose how your wall opens",
          items: [
            {
              title: "Folding doors",
              link_url: "/products/folding-doors",
              image: {
                image_url: "/media/home/folding.jpg",
                alt_text: "Folding glass panels stacked to one side of a bright kitchen opening onto a garden",
                width: 1600,
                height: 2000,
              },
            },
            {
              title: "Sliding doors",
              link_url: "/products/sliding-doors",
              image: {
                image_url: "/media/home/sliding.jpg",
                alt_text: "Tall sliding glass doors of a hillside home lit from within at dusk",
                width: 1600,
                height: 2000,
              },
            },
            {
              title: "Swing doors",
              link_url: "/products/swing-doors",
              image: {
                image_url: "/media/home/swing.jpg",
                alt_text: "A pair of glass swing doors opening from a courtyard garden",
                width: 1600,
                height: 2000,
              },
            },
          ],
        },
      },
      {
        id: "home-projects",
        render_name: "full_bleed_carousel",
        value: {
          title: "Homes that open to the outdoors",
          slides: [
            {
              kicker: "Folding doors",
              title: "A living room that ends at the horizon",
              call_to_action: { text: "Explore folding doors", url: "/products/folding-doors" },
              text_theme: "dark",
              image: {
                image_url: "/media/products/folding-doors/v2.jpg",
                alt_text: "V2 folding doors stacked open to an ocean terrace at golden hour",
                width: 1920,
                height: 1080,
              },
            },
            {
              kicker: "Sliding doors",
              title: "Tall glass, lit for the evening",
              call_to_action: { text: "Explore sliding doors", url: "/products/sliding-doors" },
              text_theme: "dark",
              image: {
                image_url: "/media/products/sliding-doors/aluminum-thermally-controlled.jpg",
                alt_text: "Sliding glass doors glowing on a hillside home at dusk",
                width: 1920,
                height: 1080,
              },
            },
            {
              kicker: "Screens",
              title: "Fresh air without the insects",
              call_to_action: { text: "Explore screens", url: "/products/screens" },
              text_theme: "dark",
              image: {
                image_url: "/media/products/screens/pleated.jpg",
                alt_text: "A pleated screen drawn across an open folding door at golden hour",
                width: 1920,
                height: 1080,
              },
            },
          ],
        },
      },
      {
        id: "home-flag-living",
        render_name: "flag_pane",
        value: {
          kicker: "Performance",
          header: "Engineered for the coast and the storm",
          text: [
            "Dual glazed tempered glass comes standard, with low-E coatings to manage heat and laminated glass with an interlayer for security.",
            "Where hurricanes are part of the forecast, our DP 70 impact package keeps the view without giving up protection.",
          ],
          image: {
            image_url: "/media/home/indoor-outdoor.jpg",
            alt_text: "A terrace pool seen through an opened folding glass wall in late afternoon light",
            width: 1600,
            height: 1100,
          },
          align_image: "left",
          call_to_action: { text: "Learn about performance", url: "/learn/performance" },
        },
      },
      {
        id: "home-flag-craft",
        render_name: "flag_pane",
        value: {
          kicker: "Finishes",
          header: "Colours, woods and hardware to match the house",
          text: [
            "Five metal colours are in stock: Clear Anodized, Bronze Anodized, White, Bronze and Shadow Black, with about 26 optional colours beyond them.",
            "Hardware comes in Stainless Steel, Bronze or Black, so the handle feels as considered as the frame.",
          ],
          image: {
            image_url: "/media/home/craft.jpg",
            alt_text: "Slim sliding door frames in a bright living room overlooking green hills",
            width: 1600,
            height: 1100,
          },
          align_image: "right",
          call_to_action: { text: "See the image gallery", url: "/image-gallery" },
        },
      },
    ],
  },
};
