import { createContext } from "react-router";

/**
 * The id of the route a request matched (`admin-content-entity`), found from the pattern React
 * Router hands middleware (`admin/content/:id`): middleware is told the pattern, not the id.
 */
export type RouteIdOf = (pattern: string) => Promise<string | undefined>;

/** Set by the server for every request it hands React Router (server/http.ts). */
export const routeIdContext = createContext<RouteIdOf>();

type RouteEntry = { id: string; parentId?: string; path?: string };
type RouteManifest = Record<string, RouteEntry | undefined>;

/** A route's pattern as React Router writes it: the paths from the root down, joined, without a leading slash. */
function patternOf(route: RouteEntry, routes: RouteManifest): { pattern: string; depth: number } {
  const paths: string[] = [];
  let depth = 0;
  for (let at: RouteEntry | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) paths.unshift(at.path);
    depth += 1;
  }
  return { pattern: paths.join("/").replace(/\/\/+/g, "/") || "/", depth };
}

/**
 * Each pattern with the route a request of that pattern ends at: the deepest route that has it (a
 * pathless layout has its parent's pattern, an index route its parent's). Two routes as deep with
 * one pattern have no answer, so a guard that asks refuses rather than picks one.
 */
export function routeIdsByPattern(routes: RouteManifest): Map<string, string | undefined> {
  const deepest = new Map<string, { id: string | undefined; depth: number }>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const { pattern, depth } = patternOf(route, routes);
    const known = deepest.get(pattern);
    if (!known || depth > known.depth) deepest.set(pattern, { id: route.id, depth });
    else if (depth === known.depth) deepest.set(pattern, { id: undefined, depth });
  }
  return new Map([...deepest].map(([pattern, { id }]) => [pattern, id]));
}

/** The lookup for the build the server renders with, worked out once per build (a dev server makes a new one after an edit). */
export function routeIdFinder(getBuild: () => Promise<{ routes: RouteManifest }>): RouteIdOf {
  const byBuild = new WeakMap<RouteManifest, Map<string, string | undefined>>();
  return async (pattern) => {
    const { routes } = await getBuild();
    let ids = byBuild.get(routes);
    if (!ids) {
      ids = routeIdsByPattern(routes);
      byBuild.set(routes, ids);
    }
    return ids.get(pattern);
  };
}
