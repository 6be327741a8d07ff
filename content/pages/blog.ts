import type { DemoEntity } from "../demo-entity";

export const blog: DemoEntity = {
  type: "landing_page",
  path: "/blog",
  published: {
    title: "Blog",
    metadata: {
      metaTitle: "Blog | Ideas for Open Space Living | LaCantina Doors",
      metaDescription:
        "Ideas, know-how and product stories about folding, sliding and swing glass doors, glass, finishes and indoor-outdoor design.",
    },
    elements: [
      {
        id: "blog-header",
        render_name: "article_header",
        value: {
          kicker: "Blog",
          title: "Ideas for open space living",
          sub_title: "Design ideas, know-how and product stories from our team.",
        },
      },
      { id: "blog-latest", render_name: "latest_post_hero", value: { content_type: "blog", kicker: "Latest post" } },
      { id: "blog-directory", render_name: "content_directory", value: { content_type: "blog", title: "All posts" } },
    ],
  },
};
