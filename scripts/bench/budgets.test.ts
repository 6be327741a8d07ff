import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkBudgets } from "./budgets";
import { type ClientManifest, firstLoadFiles, readClientManifest, routeIdForPath } from "./bundle";

const KiB = 1024;
const clientDir = mkdtempSync(path.join(os.tmpdir(), "budgets-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** Random bytes do not compress: the gzip size of each file is its size plus a few bytes. */
function asset(name: string, kib: number): string {
  mkdirSync(path.join(clientDir, "assets"), { recursive: true });
  writeFileSync(path.join(clientDir, "assets", name), randomBytes(kib * KiB));
  return `/assets/${name}`;
}

const route = (id: string, fields: Partial<ClientManifest["routes"][string]>) => ({ id, hasDefaultExport: true, module: "", ...fields });

const manifest: ClientManifest = {
  entry: { module: asset("entry.js", 60), imports: [asset("react.js", 40)] },
  routes: {
    root: route("root", { path: "", module: asset("root.js", 10), imports: ["/assets/react.js"], css: [asset("root.css", 5)] }),
    home: route("home", { parentId: "root", index: true, module: asset("home.js", 5), imports: ["/assets/react.js"] }),
    "pdf-viewer": route("pdf-viewer", { parentId: "root", path: "pdfViewer", module: asset("pdf.js", 80) }),
    "content-page": route("content-page", { parentId: "root", path: "*", module: "/assets/home.js" }),
    "redirect-products": route("redirect-products", {
      parentId: "root",
      path: "products",
      hasDefaultExport: false,
      module: asset("redirect.js", 1),
    }),
  },
};
writeFileSync(path.join(clientDir, "assets", "manifest-abc123.js"), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);

describe("the first-load JavaScript budget", () => {
  it("counts the entry, the root and the route with their imports once each, and the CSS apart", () => {
    expect(firstLoadFiles(manifest, "home")).toEqual({
      js: ["/assets/entry.js", "/assets/react.js", "/assets/root.js", "/assets/home.js"],
      css: ["/assets/root.css"],
    });
  });

  it("fails a route whose first load exceeds its budget and passes the others", () => {
    const lines = checkBudgets(clientDir, readClientManifest(clientDir), { unit: "KiB", default: 140, routes: {} });
    const byRoute = Object.fromEntries(lines.map((line) => [line.routeId, line]));
    expect(Object.keys(byRoute).sort()).toEqual(["content-page", "home", "pdf-viewer"]);
    expect(byRoute.home?.over).toBe(false);
    expect(byRoute.home?.gzipKiB).toBeGreaterThan(115);
    expect(byRoute["pdf-viewer"]?.over).toBe(true);
    expect(byRoute["pdf-viewer"]?.gzipKiB).toBeGreaterThan(190);
  });

  it("takes a route's own budget over the default", () => {
    const lines = checkBudgets(clientDir, manifest, { unit: "KiB", default: 100, routes: { "pdf-viewer": 200 } });
    expect(lines.filter((line) => line.over).map((line) => line.routeId)).toEqual(["home", "content-page"]);
  });

  it("finds the route a URL lands on as React Router matches it", () => {
    expect(routeIdForPath(manifest, "/")).toBe("home");
    expect(routeIdForPath(manifest, "/pdfViewer")).toBe("pdf-viewer");
    expect(routeIdForPath(manifest, "/about/careers")).toBe("content-page");
  });
});
