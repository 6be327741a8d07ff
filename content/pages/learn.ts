import type { DemoEntity } from "../demo-entity";
import { productPhoto } from "./category-image";

export const learn: DemoEntity = {
  type: "landing_page",
  path: "/learn",
  published: {
    title: "Learn",
    metadata: {
      metaTitle: "Learn About Open Space Living | LaCantina Doors",
      metaDescription:
        "Ideas and know-how for opening walls to the outdoors: interactive videos, glass and weather performance, applications, green design and featured projects.",
    },
    elements: [
      {
        id: "learn-carousel",
        render_name: "carousel",
        value: {
          title: "Learn about open space living",
          slides: [
            {
              kicker: "Interactive videos",
              title: "Open a door from your screen",
              sub_title: "Choose a system, a configuration and a finish, and watch the wall open the way it would in your home.",
              call_to_action: { text: "Watch interactive videos", url: "/learn/interactive-videos" },
              text_theme: "dark",
              image: {
                image_url: "/media/learn/videos-hero.jpg",
                alt_text: "A folding glass wall half open in a warm interior at dusk",
                width: 2560,
                height: 1440,
              },
            },
            {
              kicker: "Performance",
              title: "Glass that stands up to weather",
              sub_title: "How glazing, seals and the DP 70 impact package keep rooms comfortable and protected.",
              product_info: "Shown: Aluminum Thermally Controlled folding doors",
              call_to_action: { text: "Read about performance", url: "/learn/performance" },
              text_theme: "dark",
              image: productPhoto("folding-doors/aluminum-thermally-controlled", "Bronze folding doors on a hillside home at dusk"),
            },
            {
              kicker: "Applications",
              title: "From family rooms to restaurants",
              sub_title: "Where opening walls earn their place: homes, hospitality, retail, education and offices.",
              call_to_action: { text: "See applications", url: "/learn/applications" },
              text_theme: "light",
              image: {
                image_url: "/media/learn/applications-hero.jpg",
                alt_text: "A restaurant terrace opened to the street through folding glass doors at dusk",
                width: 2560,
                height: 1200,
              },
            },
            {
              kicker: "Green design",
              title: "Daylight and fresh air by design",
              sub_title: "Natural ventilation and daylighting that reduce the energy a building needs.",
              call_to_action: { text: "Explore green design", url: "/learn/green-design" },
              text_theme: "dark",
              image: {
                image_url: "/media/learn/green-hero.jpg",
                alt_text: "A room with a slatted ceiling and oak floor opening onto a green garden",
                width: 2560,
                height: 1200,
              },
            },
          ],
        },
      },
      {
        id: "learn-intro",
        render_name: "copy",
        value: {
          kicker: "Learn",
          header: "Know your opening before you choose your door",
          copy_text:
            "<p>A glass wall is a decision about how a room is lived in: how it catches the morning light, how it opens to a party on the terrace, how it holds the heat in January. These pages gather what our engineers, dealers and installers explain every day, so you can plan with confidence.</p><p>Start with the interactive videos to see each system move, read how our glazing and impact options perform, and browse featured projects for ideas from homes and businesses that already live this way.</p>",
        },
      },
      {
        id: "learn-topics",
        render_name: "multi_column_image_copy",
        value: {
          header: "Topics",
          column_count: 3,
          items: [
            {
              image: {
                image_url: "/media/learn/resort.jpg",
                alt_text: "A resort suite whose sliding glass doors open to a golden view",
                width: 1600,
                height: 1200,
              },
              header: "Featured projects",
              text: "Homes, resorts, restaurants and campuses built around walls that open.",
              call_to_action: { text: "View featured projects", url: "/learn/featured-projects" },
            },
            {
              image: productPhoto("sliding-doors/aluminum", "Tall sliding glass doors of a modern home"),
              header: "Performance",
              text: "Glazing, weather resistance and impact protection explained.",
              call_to_action: { text: "Read about performance", url: "/learn/performance" },
            },
            {
              image: productPhoto("folding-doors/v2", "V2 folding doors open to the ocean"),
              header: "Interactive videos",
              text: "Watch each system open, close and stack in motion.",
              call_to_action: { text: "Watch the videos", url: "/learn/interactive-videos" },
            },
          ],
        },
      },
    ],
  },
};
