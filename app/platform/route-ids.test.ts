import { describe, expect, it } from "vitest";
import { routeIdFinder, routeIdsByPattern } from "./route-ids";

// The shape of app/routes.ts: a root, a pathless layout with full paths below it, a nested route, an index.
const routes = {
  root: { id: "root", path: "" },
  home: { id: "home", parentId: "root", index: true },
  "admin-layout": { id: "admin-layout", parentId: "root" },
  "admin-home": { id: "admin-home", parentId: "admin-layout", path: "admin" },
  "admin-content-entity": { id: "admin-content-entity", parentId: "admin-layout", path: "admin/content/:id" },
  blog: { id: "blog", parentId: "root", path: "blog" },
  "blog-post": { id: "blog-post", parentId: "blog", path: ":slug" },
};

describe("routeIdsByPattern", () => {
  const ids = routeIdsByPattern(routes);

  it("finds the route a pattern ends at, as React Router writes the pattern", () => {
    expect(ids.get("admin")).toBe("admin-home");
    expect(ids.get("admin/content/:id")).toBe("admin-content-entity");
    expect(ids.get("blog/:slug")).toBe("blog-post");
    expect(ids.get("blog")).toBe("blog");
  });

  it("answers nothing for a pattern two routes share at the same depth, rather than pick one", () => {
    // The index route and the pathless layout are both one below the root, with the root's pattern.
    expect(ids.has("/")).toBe(true);
    expect(ids.get("/")).toBeUndefined();
    expect(routeIdsByPattern({ root: routes.root, home: routes.home }).get("/")).toBe("home");
  });

  it("answers nothing for a pattern no route has", () => {
    expect(ids.get("admin/nowhere")).toBeUndefined();
  });
});

describe("routeIdFinder", () => {
  it("reads the build it is given, and a new build once it changes", async () => {
    let build: { routes: Record<string, { id: string; parentId?: string; path?: string }> } = { routes };
    const routeIdOf = routeIdFinder(async () => build);
    expect(await routeIdOf("admin")).toBe("admin-home");
    build = { routes: { ...routes, "admin-home": { ...routes["admin-home"], id: "admin-account" } } };
    expect(await routeIdOf("admin")).toBe("admin-account");
  });
});
