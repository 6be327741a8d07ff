import type { SiteChange } from "~/platform/changes";

/**
 * The render tags of content (app/platform/render-tags.server.ts): a read names what it read, a
 * change names what it changed, and the render cache drops the pages whose tags meet.
 */
export const contentTags = {
  path: (path: string) => `content:path:${path}`,
  entity: (id: number) => `content:entity:${id}`,
  slug: (slug: string) => `content:slug:${slug}`,
  /** Lists of published entities of a type ("any" for lists of every type). */
  list: (type: string) => `content:list:${type}`,
};

type ChangedEntity = { id: number; type: string; path: string; slug: string | null };

/** The tags of the pages an entity's change reaches: those that show it, and every list of its type. */
export function changedEntity(entity: ChangedEntity, formerPath?: string): SiteChange {
  const tags = [contentTags.entity(entity.id), contentTags.path(entity.path), contentTags.list(entity.type), contentTags.list("any")];
  if (formerPath && formerPath !== entity.path) tags.push(contentTags.path(formerPath));
  if (entity.slug) tags.push(contentTags.slug(entity.slug));
  return { kind: "content", tags };
}
