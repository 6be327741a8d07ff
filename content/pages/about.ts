import type { DemoEntity } from "../demo-entity";

export const about: DemoEntity = {
  type: "landing_page",
  path: "/about",
  published: {
    title: "About",
    metadata: {
      metaTitle: "About LaCantina Doors | Makers of Folding, Sliding and Swing Glass Doors",
      metaDescription:
        "We design and build folding, sliding and swing glass door systems, screens and windows to order in Southern California, for homes, restaurants, resorts and schools.",
    },
    elements: [
      {
        id: "about-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "About us",
          banner_title: "We build the walls that open",
          banner_subtitle: "Glass door systems designed, engineered and assembled to order in Southern California.",
          text_theme: "dark",
          image_size: "short",
          image: {
            image_url: "/media/company/about-hero.jpg",
            alt_text: "A stucco hillside house at golden hour with its folding glass wall open to the terrace",
            width: 2560,
            height: 1200,
          },
          buttons: [],
        },
      },
      {
        id: "about-story",
        render_name: "image_plus_blade",
        value: {
          image: {
            image_url: "/media/company/workshop.jpg",
            alt_text: "A bright workspace whose sliding glass doors look onto the city",
            width: 1600,
            height: 1100,
            image_caption: "Every system is sized to its opening before a single profile is cut.",
          },
          kicker: "Our story",
          header: "A door that disappears is a feat of engineering",
          text: [
            "We started with one idea: that the best view in a house should not be interrupted by the door that leads to it. Folding panels that stack neatly to the side, sliding panels that glide on a flush sill, swing doors that frame an entry without heavy sightlines: each is a different answer to the same question.",
            "Today our folding systems run up to 20 panels, ten stacking each way, across configurations of up to 65 feet. Sliding doors carry single lites up to 12 feet tall. Every unit is built to order, finished, glazed and checked before it leaves the plant.",
          ],
          call_to_action: { text: "Why LaCantina", url: "/about/why-lacantina" },
        },
      },
      {
        id: "about-values",
        render_name: "blade_three_column",
        value: {
          kicker: "What guides us",
          header: "Made to measure, made to last, made to be lived with",
          text_theme: "dark",
          image: {
            image_url: "/media/home/indoor-outdoor.jpg",
            alt_text: "A terrace pool seen through an opened folding glass wall in late afternoon light",
            width: 1600,
            height: 1100,
          },
          columns: [
            {
              header: "Made to measure",
              text: "No two openings are alike. Panel count, swing direction, sill and glass are chosen for the opening in front of us, not pulled from a shelf.",
            },
            {
              header: "Made to last",
              text: "A two-coat, 70% fluoropolymer Kynar finish, stainless steel hardware and dual glazed tempered glass stand up to sun, salt air and daily use.",
            },
            {
              header: "Made to be lived with",
              text: "Panels that move with one hand, screens that vanish when they are not needed, and people on the phone when you have a question.",
              call_to_action: { text: "Contact us", url: "/about/contact" },
            },
          ],
        },
      },
      {
        id: "about-craft",
        render_name: "flag_pane_fixed_ratio",
        value: {
          kicker: "Materials",
          header: "Aluminum, wood, clad and vinyl, in one family of profiles",
          text: [
            "Choose slim aluminum, a thermally controlled aluminum for colder climates, aluminum outside with wood inside, contemporary clad, all wood or vinyl. The stile and rail profiles, from 2 3/4 in to 3 5/8 in, keep the glass as large as the structure allows.",
            "Wood interiors come in Vertical Grain Douglas Fir or Sapele Mahogany from stock, with Pine, Quarter Sawn White Oak, Black Walnut and Clear Alder to order.",
          ],
          image: {
            image_url: "/media/home/craft.jpg",
            alt_text: "Slim sliding door frames in a bright living room overlooking green hills",
            width: 1600,
            height: 1100,
          },
          image_ratio: "4_3",
          align_image: "right",
          call_to_action: { text: "Explore folding doors", url: "/products/folding-doors" },
        },
      },
      {
        id: "about-more",
        render_name: "columned_media",
        value: {
          kicker: "More about us",
          header: "Get to know the company",
          cards: [
            {
              kind: "card",
              header: "Why LaCantina",
              text: "Engineering, finishes and service that make a wide opening feel effortless for decades.",
              image: {
                image_url: "/media/company/why-hero.jpg",
                alt_text: "Bronze-framed sliding doors of an ocean house lit from within at dusk",
                width: 2560,
                height: 1200,
              },
              video: { video_provider: "raw_url", video_url: "/media/gallery/videos/v2-folding-door-overview.mp4" },
              call_to_action: { text: "Read more", url: "/about/why-lacantina" },
            },
            {
              kind: "card",
              header: "Careers",
              text: "Join the engineers, builders and service teams who make every opening.",
              image: {
                image_url: "/media/company/careers-hero.jpg",
                alt_text: "A campus workspace opened to a lawn through folding glass doors",
                width: 2560,
                height: 1200,
              },
              call_to_action: { text: "See open roles", url: "/about/careers" },
            },
            {
              kind: "card",
              header: "News",
              text: "Product introductions, projects and company updates.",
              image: {
                image_url: "/media/navigation/featured-about.jpg",
                alt_text: "An ocean-view living room at dusk behind sliding glass doors",
                width: 1024,
                height: 768,
              },
              call_to_action: { text: "Read the news", url: "/about/news" },
            },
          ],
        },
      },
    ],
  },
};
