import type { Block } from "../../app/features/blocks";
import type { EntityInput } from "../../app/features/content";
import type { EditorEntity } from "../../app/features/content/editing";

export const version = (title: string, elements: Block[] = []) => ({ title, metadata: {}, elements });
const copy = (id: string): Block => ({ id, render_name: "copy", value: { copy_text: `<p>${id}</p>` } });
const blogDetail = (date: string): Block => ({ id: `detail-${date}`, render_name: "blog_detail", value: { publication_date: date } });

const blogPostDates = ["2024-01-05", "2024-03-01", "2023-11-20"];

/**
 * A small store for content service and API tests: a page with a draft, a draft-only page, a page
 * with a slug, three blog posts (the second tagged news), an unpublished post and a component.
 */
export const contentFixtures: EntityInput[] = [
  {
    type: "landing_page",
    path: "/about",
    published: version("About", [copy("about-published")]),
    draft: version("About draft", [copy("about-draft")]),
  },
  { type: "landing_page", path: "/about/secret-plans", draft: version("Secret plans", [copy("secret")]) },
  { type: "landing_page", path: "/support", slug: "support", published: version("Support", [copy("support")]) },
  ...blogPostDates.map((date, index) => ({
    type: "blog_page",
    path: `/blog/post-${index + 1}`,
    tags: index === 1 ? ["design", "news"] : ["design"],
    publicationDate: date,
    published: version(`Post ${index + 1}`, [copy(`post-${index + 1}`), blogDetail(date)]),
  })),
  {
    type: "blog_page",
    path: "/blog/unpublished",
    publicationDate: "2025-01-01",
    draft: version("Unpublished", [blogDetail("2025-01-01")]),
  },
  {
    type: "component",
    path: "/components/notification_bar",
    slug: "notification_bar",
    published: version("Bar", [{ id: "bar", render_name: "notification_bar", value: { is_active: true } }]),
  },
];

/** A draft landing page as the page editor gets it, at revision 3; `changes` set what a test needs. */
export const editorEntity = (changes: Partial<EditorEntity> = {}): EditorEntity => ({
  id: 7,
  type: "landing_page",
  path: "/about/showroom",
  title: "Showroom",
  metadata: {},
  elements: [],
  tags: [],
  publicationDate: null,
  status: "draft",
  hasDraft: true,
  isPublished: false,
  scheduled: null,
  removal: null,
  revision: 3,
  updatedAt: "2026-11-25T10:00:00.000Z",
  updatedBy: "Ed Itor",
  history: [],
  ...changes,
});
