import type { DemoEntity } from "../demo-entity";
import type { DemoImage } from "../media/demo-image";
import { article, articleImage } from "./article";
import { blogPosts } from "./blog";
import { featuredProjects } from "./featured-projects";
import { newsItems } from "./news";

const sources = [
  ...blogPosts.map((source) => ({ kind: "blog" as const, source })),
  ...newsItems.map((source) => ({ kind: "news" as const, source })),
  ...featuredProjects.map((source) => ({ kind: "featured_project" as const, source })),
];

/** The demo articles: blog posts, news and featured projects (SPEC §3 "Blog post"). */
export const articles: DemoEntity[] = sources.map(({ kind, source }) => article(kind, source));

/** Their hero images, rendered with the rest of the demo media. */
export const articleImages: DemoImage[] = sources.map(({ kind, source }) => articleImage(kind, source));
