import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/contributing.md: the loaders and actions that route modules call live in files named for whom
// they serve, so a newcomer finds a screen's server side by one pattern.
const featuresRoot = path.resolve("app/features");
const routeFile = /^(admin-)?([a-z]+(-[a-z]+)*-)?routes\.server\.ts$/;
const exportsLoaderOrAction = /^export (async )?function ([a-zA-Z]+(Loader|Action)|load[A-Z][a-zA-Z]*)\(/m;

function featureFiles(): string[] {
  return readdirSync(featuresRoot, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .map((file) => file.split(path.sep).join("/"));
}

describe("route-facing server files", () => {
  const files = featureFiles();

  it("only files named routes.server.ts, admin-routes.server.ts or <area>-routes.server.ts export loaders and actions", () => {
    const misnamed = files.filter(
      (file) => exportsLoaderOrAction.test(readFileSync(path.join(featuresRoot, file), "utf8")) && !isRouteFile(file),
    );
    // The analytics tag loads a script in the browser: no route's loader.
    expect(misnamed.filter((file) => file !== "analytics/tag-manager.ts")).toEqual([]);
  });

  it("a routes file sits at its feature's top", () => {
    const nested = files.filter((file) => file.endsWith("routes.server.ts") && file.split("/").length !== 2);
    expect(nested).toEqual([]);
    expect(files.filter((file) => file.split("/").length === 2 && isRouteFile(file)).length).toBeGreaterThan(15);
  });
});

function isRouteFile(file: string): boolean {
  const [, name] = file.split("/");
  return name !== undefined && routeFile.test(name);
}
