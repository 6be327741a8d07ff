import type { ReactNode } from "react";
import type { BlockProps } from "./block-props";
import type { ImplementedRenderName } from "./block-values";

/**
 * How a block kind renders: its component, bundled with every page that renders blocks, or a
 * `lazyBlock(...)`, whose code comes only with the pages that show it (docs/decisions/0031). The
 * browser's half of a kind: no schema, no palette (docs/decisions/0044).
 */
export type BlockComponent<Name extends ImplementedRenderName> = (props: BlockProps<Name>) => ReactNode;

/** Every kind's component, keyed by render_name: the type checker refuses a kind without one. */
export type BlockViews = { [Name in ImplementedRenderName]: BlockComponent<Name> };
