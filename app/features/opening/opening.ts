import { doorMaterials, type DoorMaterial, type SystemKind } from "~/features/catalogue";
import type { LengthUnit } from "~/lib/length";

/** The kinds a visitor may ask for; "any" asks for every system. */
export const kindChoices = ["any", "folding", "sliding", "swing", "window", "screen"] as const;
export type KindChoice = (typeof kindChoices)[number];

/** A corner opening (two walls meeting at 90°) or panels that pocket into the wall. */
export const openingOptions = ["none", "corner", "pocket"] as const;
export type OpeningOption = (typeof openingOptions)[number];

/** The materials a visitor may ask for: the catalogue's door materials (SPEC §2). */
export const materialChoices = doorMaterials;
export type MaterialChoice = DoorMaterial;

/** What the opening helper is asked: a rough opening, in inches, and what the visitor wants in it. */
export type Opening = {
  width: number;
  height: number;
  /** A corner opening's second wall; null for a straight one. */
  secondWidth: number | null;
  /** The unit the visitor reads lengths in: the answer's sentences are written in it. */
  unit: LengthUnit;
  kind: KindChoice;
  material: MaterialChoice | null;
  option: OpeningOption;
};

export const kindLabels: Record<SystemKind, string> = {
  folding: "Folding doors",
  sliding: "Sliding doors",
  swing: "Swing doors",
  window: "Windows",
  screen: "Screens",
};

/** The width a configuration spans: both walls of a corner. */
export const spanOf = (opening: Pick<Opening, "width" | "secondWidth">): number => opening.width + (opening.secondWidth ?? 0);
