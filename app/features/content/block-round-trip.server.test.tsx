// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/storage/db";
import { filled, seedBlocks } from "../../../tests/support/block-values";
import { testDatabases } from "../../../tests/support/database";
import { renderInRouter } from "../../../tests/support/render";
import { silentLogger } from "../../../tests/support/silent-logger";
import { SiteBlocks } from "../../site-blocks";
import { blockKinds, checkBlocks, prepareBlocks } from "../../site-blocks.server";
import { RenderBlocks, type Block } from "../blocks";
import { DraftDetailsSchema } from "./editing.server";
import { createContentService, type ContentService } from "./service.server";
import { createAuditLog } from "../audit/index.server";

const kinds = blockKinds();

describe.each(testDatabases())("a saved block round-trips through the renderer on $name", ({ open }) => {
  let database: Database;
  let content: ContentService;
  const details = DraftDetailsSchema.parse({ title: "Every block", metadata: {}, tags: [], publicationDate: null });

  beforeAll(async () => {
    database = await open();
    content = createContentService(database.db, "en-US", { audit: createAuditLog(database.db) });
    await content.saveEntities(
      [{ type: "landing_page", path: "/every-block", draft: { title: "Every block", elements: [] } }],
      silentLogger,
    );
  });
  afterAll(() => database.close());

  it.each(kinds)("$renderName", async ({ renderName, form }) => {
    const seed = seedBlocks.find((block) => block.render_name === renderName);
    const block: Block = seed ?? { id: `new-${renderName}`, render_name: renderName, value: filled(form, renderName) };
    const entity = (await content.editing.entityForEditor((await content.previewByPath("/every-block"))!.id))!;
    const checked = checkBlocks([block], entity.elements);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));

    expect(await content.editing.saveDraft(entity.id, details, checked.blocks, entity.revision, { id: "u-ed", name: "Ed" })).toEqual({
      ok: true,
      revision: entity.revision + 1,
    });
    const saved = (await content.previewByPath("/every-block"))!.elements;
    expect(saved).toEqual([block]);
    const markup = (elements: Block[]) =>
      renderInRouter(
        <SiteBlocks>
          <RenderBlocks blocks={prepareBlocks(elements, silentLogger)} />
        </SiteBlocks>,
      );
    expect(prepareBlocks(saved, silentLogger)).toHaveLength(1);
    expect(markup(saved)).toBe(markup([block]));
  });
});
