import type { DemoEntity } from "../demo-entity";

export const aboutNews: DemoEntity = {
  type: "landing_page",
  path: "/about/news",
  published: {
    title: "News",
    metadata: {
      metaTitle: "News | LaCantina Doors",
      metaDescription: "Company news from LaCantina Doors: new products, our plant and dealers, programs and awards.",
    },
    elements: [
      {
        id: "news-header",
        render_name: "article_header",
        value: { kicker: "About", title: "News", sub_title: "What is new at LaCantina: products, people, programs and our plant." },
      },
      { id: "news-directory", render_name: "content_directory", value: { content_type: "news", title: "Latest news" } },
    ],
  },
};
