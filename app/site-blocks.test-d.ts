// Type tests: `npm run typecheck` fails when a line marked @ts-expect-error compiles (vitest's
// `*.test-d.ts` convention). They hold what docs/decisions/0044 promises of the block kinds' lists.
import type { BlockViews } from "./features/blocks";
import { CopyValue } from "./features/blocks/copy/schema";
import { FaqValue } from "./features/blocks/faq/schema";
import { type BlockDefinitions, defineBlock } from "./features/blocks/index.server";
import { siteBlockViews } from "./site-blocks";
import { siteBlockDefinitions } from "./site-blocks.server";

const palette = { name: "Questions and answers", description: "Questions that open to show their answers." };

// A choice may name any field of the kind's value, at any depth.
defineBlock({ renderName: "faq", schema: FaqValue, palette, choices: { question: ["Do the doors fold?"] } });

// @ts-expect-error a choice for a field the schema does not have
defineBlock({ renderName: "faq", schema: FaqValue, palette, choices: { qa_comb: ["Questions"] } });

// @ts-expect-error a schema whose values are not the kind's
defineBlock({ renderName: "faq", schema: CopyValue, palette });

// @ts-expect-error a definition without its palette
defineBlock({ renderName: "faq", schema: FaqValue });

// @ts-expect-error a render_name no kind declares
defineBlock({ renderName: "product_slider", schema: FaqValue, palette });

const { faq: _faqDefinition, ...definitionsWithoutFaq } = siteBlockDefinitions;
// @ts-expect-error the server's list without a kind
export const withoutDefinition: BlockDefinitions = definitionsWithoutFaq;

const { faq: _faqView, ...viewsWithoutFaq } = siteBlockViews;
// @ts-expect-error the browser's list without a kind
export const withoutView: BlockViews = viewsWithoutFaq;
