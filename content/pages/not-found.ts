import type { DemoEntity } from "../demo-entity";

export const notFound: DemoEntity = {
  type: "landing_page",
  path: "/404",
  published: {
    title: "Page not found",
    metadata: { metaTitle: "Page not found | LaCantina Doors", metaNoIndex: true },
    elements: [
      {
        id: "not-found-hero",
        render_name: "blade_large_hero",
        value: {
          kicker: "Error 404",
          banner_title: "This opening leads nowhere",
          banner_subtitle: "The page you asked for has moved or never existed. Every door below leads somewhere real.",
          text_theme: "dark",
          image_size: "short",
          image: {
            image_url: "/media/home/not-found.jpg",
            alt_text: "A living room at dusk with its folding glass wall opened onto the sea",
            width: 2560,
            height: 1200,
          },
          buttons: [
            { button_text: "Go to the home page", button_url: "/", button_theme: "primary" },
            { button_text: "Browse products", button_url: "/products/folding-doors", button_theme: "secondary" },
          ],
        },
      },
    ],
  },
};
