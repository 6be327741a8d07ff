import { href } from "react-router";
import type { Territory } from "../territory";

/** A page of the dealer desk's list, its filter kept in the address. */
export function dealersHref(query: Record<string, string | number>, page: number): string {
  const search = new URLSearchParams(
    Object.entries({ ...query, page: page === 1 ? "" : page })
      .filter(([, value]) => value !== "")
      .map(([name, value]) => [name, String(value)]),
  );
  return search.size > 0 ? `${href("/admin/dealers")}?${search}` : href("/admin/dealers");
}

const FEW = 6;

/** A territory in a few words: "50 mi around", "CA, AZ", "ZIP 920, 921 and 3 more". */
export function territorySummary(territory: Territory): string {
  if (territory.kind === "radius") return `${territory.miles} mi around`;
  const areas = territory.kind === "regions" ? territory.regions : territory.prefixes;
  const listed = areas.slice(0, FEW).join(", ");
  const more = areas.length > FEW ? ` and ${areas.length - FEW} more` : "";
  return territory.kind === "regions" ? `${listed}${more}` : `Prefixes ${listed}${more}`;
}
