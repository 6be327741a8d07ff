/**
 * The parsed value of every block kind, keyed by render_name. Each kind adds itself from its own
 * folder's index.ts (`declare module "~/features/blocks"`), in the blocks feature or in the feature
 * that contributes it, so no list here names the kinds (docs/decisions/0044).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the kinds' declarations
export interface BlockValues {}

export type ImplementedRenderName = keyof BlockValues;
export type BlockValue<Name extends ImplementedRenderName> = BlockValues[Name];
