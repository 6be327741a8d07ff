import { splatRoot } from "~/lib/splat-root";
import type { Block } from "../blocks";
import type { EntityStatus } from "./overview";
import type { PageMetadata } from "./schema";

/** What an editor can create from scratch, and the folder an article's route answers under. */
export const creatableTypes: Record<"landing_page" | "blog" | "news" | "featured_project", string | null> = {
  landing_page: null,
  blog: `${splatRoot("/blog/*")}/`,
  news: `${splatRoot("/news/*")}/`,
  featured_project: `${splatRoot("/learn/featured-projects/*")}/`,
};
export type CreatableType = keyof typeof creatableTypes;

/** Longest address a title suggests, in characters after the folder. */
const SUGGESTED_SLUG_MAX = 80;

/** The address a title suggests for a new page of `type`: "Outdoor kitchens & bars" → "/outdoor-kitchens-bars". */
export function suggestedPath(type: CreatableType, title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SUGGESTED_SLUG_MAX)
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "" : `${creatableTypes[type] ?? "/"}${slug}`;
}

export const editActions = [
  "create",
  "save",
  "autosave",
  "schedule",
  "unschedule",
  "publish",
  "unpublish",
  "schedule_unpublish",
  "unschedule_unpublish",
  "restore",
  "duplicate",
  "move",
] as const;
export type EditAction = (typeof editActions)[number];

export const editActionLabels: Record<EditAction, string> = {
  create: "Created",
  save: "Saved the draft",
  autosave: "Autosaved",
  schedule: "Scheduled the draft's publication",
  unschedule: "Cancelled the scheduled publication",
  publish: "Published",
  unpublish: "Took it off the site",
  schedule_unpublish: "Scheduled its removal from the site",
  unschedule_unpublish: "Cancelled the scheduled removal",
  restore: "Restored an earlier revision as the draft",
  duplicate: "Created as a copy",
  move: "Moved to a new address",
};

/** One entity as its page in the admin shows it. */
export type EditorEntity = {
  id: number;
  type: string;
  path: string;
  title: string;
  metadata: PageMetadata;
  /** The blocks of the draft, or of the published version when there is no draft. */
  elements: Block[];
  tags: string[];
  publicationDate: string | null;
  status: EntityStatus;
  hasDraft: boolean;
  isPublished: boolean;
  /** When the draft will be published by itself, and who scheduled it. */
  scheduled: { at: string; by: string } | null;
  /** When the published page comes off the site by itself, and who scheduled it. */
  removal: { at: string; by: string } | null;
  revision: number;
  updatedAt: string;
  /** null while the entity is as the seed import left it. */
  updatedBy: string | null;
  history: { revision: number; action: EditAction; author: string; createdAt: string }[];
};

export type EditResult =
  | { ok: true; revision: number }
  | {
      ok: false;
      reason: "conflict" | "not_found" | "nothing_to_publish" | "not_published" | "no_such_revision" | "component" | "path_taken";
    }
  | { ok: false; reason: "bad_path"; message: string };
