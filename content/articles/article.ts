import type { DemoEntity } from "../demo-entity";
import type { DemoImage } from "../media/demo-image";
import type { Scene } from "../media/scene";

type ArticleKind = "blog" | "news" | "featured_project";

const folders: Record<ArticleKind, { path: string; media: string }> = {
  blog: { path: "/blog", media: "blog" },
  news: { path: "/news", media: "news" },
  featured_project: { path: "/learn/featured-projects", media: "projects" },
};

/** Hero images are 16:10: sharp enough for the article page, quick to render on every fresh start. */
export const HERO = { width: 1280, height: 800 } as const;

/** One piece of demo writing: the words, when it was published, and the scene its hero shows. */
export type ArticleSource = {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  tags: string[];
  description: string;
  keywords?: string;
  scene: Scene;
  alt: string;
  /** Paragraphs of the first section. */
  intro: string[];
  sections?: { heading: string; paragraphs: string[] }[];
  quote?: { quote: string; quoted: string; quoted_detail?: string };
};

const html = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join("");

function heroFile(kind: ArticleKind, slug: string): string {
  return `${folders[kind].media}/${slug}.jpg`;
}

/** The demo image of an article's hero, for content/media/images.ts. */
export function articleImage(kind: ArticleKind, source: ArticleSource): DemoImage {
  return { file: heroFile(kind, source.slug), ...HERO, scene: source.scene };
}

/** An article entity (SPEC §3 "Blog post"): title, path, tags, meta fields, blog_detail and body blocks. */
export function article(kind: ArticleKind, source: ArticleSource): DemoEntity {
  const path = `${folders[kind].path}/${source.slug}`;
  const sections = source.sections ?? [];
  return {
    type: kind,
    path,
    slug: `${kind}-${source.slug}`,
    tags: source.tags,
    publicationDate: source.date,
    published: {
      title: source.title,
      metadata: {
        metaTitle: `${source.title} | LaCantina Doors`,
        metaDescription: source.description,
        metaKeywords: source.keywords ?? source.tags.join(", "),
      },
      elements: [
        {
          id: `${source.slug}-detail`,
          render_name: "blog_detail",
          value: {
            publication_date: source.date,
            blog_image: { image_url: `/media/${heroFile(kind, source.slug)}`, alt_text: source.alt, ...HERO },
          },
        },
        { id: `${source.slug}-intro`, render_name: "copy", value: { copy_text: html(source.intro), align_copy_horizontal: "left" } },
        ...(source.quote ? [{ id: `${source.slug}-quote`, render_name: "blade_quote", value: source.quote }] : []),
        ...(sections.length > 0
          ? [
              {
                id: `${source.slug}-body`,
                render_name: "copy",
                value: {
                  copy_text: sections.map((section) => `<h2>${section.heading}</h2>${html(section.paragraphs)}`).join(""),
                  align_copy_horizontal: "left",
                },
              },
            ]
          : []),
      ],
    },
  };
}
