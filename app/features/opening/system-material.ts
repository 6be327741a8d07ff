import { materialChoices, type MaterialChoice } from "./opening";

/** The door material a system is made in, for the visitor's choice of material; screens go with any. */
export function materialOf(key: string): MaterialChoice | null {
  if (key === "windows/v2-direct-set") return "v2";
  if (key === "windows/servery-window") return "aluminum";
  const material = key.split("/")[1];
  return materialChoices.find((choice) => choice === material) ?? null;
}
