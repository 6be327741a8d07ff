import { defineMessages } from "../messages";

/** How lengths are written around their numbers: the imperial units' short names, the second unit in brackets. */
export const unitsMessages = defineMessages("units", {
  feet: "{count} ft",
  inches: "{count} in",
  bothUnits: "{first} ({second})",
});
