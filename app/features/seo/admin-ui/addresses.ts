import { href } from "react-router";

const withQuery = (path: string, values: Record<string, string | number>) => {
  const search = new URLSearchParams(
    Object.entries(values)
      .filter(([name, value]) => value !== "" && !(name === "page" && value === 1))
      .map(([name, value]) => [name, String(value)]),
  );
  return search.size > 0 ? `${path}?${search}` : path;
};

/** A page of the rules, with the filter kept in the address. */
export const rulesHref = (query: { q: string; origin: string }, page: number) =>
  withQuery(href("/admin/redirects"), { q: query.q, origin: query.origin, page });

/** The rules' page with the new-redirect form filled in with `from`. */
export const newRuleHref = (from: string) => `${withQuery(href("/admin/redirects"), { from })}#new-redirect`;

export const notFoundHref = (q: string, page: number) => withQuery(href("/admin/redirects/not-found"), { q, page });

export const statusLabels: Record<number, string> = {
  301: "301 moved for good",
  302: "302 moved for now",
  307: "307 moved for now",
  308: "308 moved for good",
};

/** A date and time as staff read it, the same on the server and in the browser. */
export const shortDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
