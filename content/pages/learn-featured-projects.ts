import type { DemoEntity } from "../demo-entity";

export const learnFeaturedProjects: DemoEntity = {
  type: "landing_page",
  path: "/learn/featured-projects",
  published: {
    title: "Featured Projects",
    metadata: {
      metaTitle: "Featured Projects | LaCantina Doors",
      metaDescription:
        "Homes, restaurants, hotels and schools opened to the outdoors with LaCantina folding, sliding and swing glass doors.",
    },
    elements: [
      {
        id: "featured-projects-header",
        render_name: "article_header",
        value: {
          kicker: "Learn",
          title: "Featured projects",
          sub_title: "Homes and buildings where a wall that opens changed how people use the space.",
        },
      },
      {
        id: "featured-projects-latest",
        render_name: "latest_post_hero",
        value: { content_type: "featured_project", kicker: "Newest project", read_text: "See the project" },
      },
      {
        id: "featured-projects-directory",
        render_name: "content_directory",
        value: { content_type: "featured_project", show_date: false },
      },
    ],
  },
};
