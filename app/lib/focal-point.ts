import { z } from "zod";

const outOfRange = "A whole percentage from 0 to 100.";
const percent = (label: string, hint: string) =>
  z.number(outOfRange).int(outOfRange).min(0, outOfRange).max(100, outOfRange).meta({ label, hint });

/**
 * Where a picture's subject is, in whole percentages across and down: a crop (object-cover)
 * keeps that point in view. None means the centre. Kept with a library item and with each use of it.
 */
export const FocalPoint = z
  .object({
    x: percent("Across (%)", "0 is the left edge of the picture, 100 the right edge."),
    y: percent("Down (%)", "0 is the top of the picture, 100 the bottom."),
  })
  .meta({ label: "Focal point", hint: "The part of the picture a crop keeps in view; without one, the centre." });
export type FocalPoint = z.infer<typeof FocalPoint>;
