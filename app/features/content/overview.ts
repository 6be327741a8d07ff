import { href } from "react-router";

/**
 * Where an entity stands: never published, published as it is, published with unpublished changes,
 * or with its draft going live by itself at a set time.
 */
export const entityStatuses = ["published", "draft", "changed", "scheduled"] as const;
export type EntityStatus = (typeof entityStatuses)[number];

export const statusLabels: Record<EntityStatus, string> = {
  published: "Published",
  draft: "Draft",
  changed: "Changed since publishing",
  scheduled: "Scheduled",
};

/** One line of the editors' list of every entity. */
export type OverviewRow = {
  id: number;
  type: string;
  path: string;
  title: string;
  status: EntityStatus;
  /** When a scheduled draft goes live. */
  publishAt: string | null;
  updatedAt: string;
  /** null while the entity is as the seed import left it. */
  updatedBy: string | null;
};

export type OverviewFilter = { q: string; type: string; status: EntityStatus | "" };
export type Overview = { rows: OverviewRow[]; total: number; page: number; pageSize: number; types: string[]; filter: OverviewFilter };

const typeLabels: Record<string, string> = {
  landing_page: "Landing page",
  blog: "Blog post",
  news: "News article",
  featured_project: "Featured project",
  product_category_page: "Product category page",
  component: "Component",
};

/** An entity type as editors read it: `image_slide` → "Image slide". */
export function typeLabel(type: string): string {
  return typeLabels[type] ?? `${type.charAt(0).toUpperCase()}${type.slice(1).replaceAll("_", " ")}`;
}

/** The address of one page of the list under `filter`; empty parts are left out. */
export function overviewHref(filter: OverviewFilter, page: number): string {
  const parts = Object.entries({ ...filter, page: page > 1 ? String(page) : "" }).filter(([, value]) => value !== "");
  const search = new URLSearchParams(parts);
  return `${href("/admin/content")}${search.size > 0 ? `?${search}` : ""}`;
}
