// What the first load of each route downloads, from React Router's client build manifest.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type RouteObject, matchRoutes } from "react-router";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  module: string;
  imports?: string[];
  css?: string[];
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
};
export type ClientManifest = {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
};

export type Sizes = { raw: number; gzip: number; brotli: number };
export type RouteAssets = { routeId: string; files: string[]; js: Sizes; css: Sizes };

const PREFIX = "window.__reactRouterManifest=";

/** Reads `build/client/assets/manifest-<hash>.js` (the newest, should an old build linger). */
export function readClientManifest(clientDir: string): ClientManifest {
  const assets = path.join(clientDir, "assets");
  const [newest] = readdirSync(assets)
    .filter((file) => /^manifest-[\w-]+\.js$/.test(file))
    .map((file) => path.join(assets, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!newest) throw new Error(`No client manifest in ${assets}: run \`react-router build\` first.`);
  const source = readFileSync(newest, "utf8").trim();
  if (!source.startsWith(PREFIX)) throw new Error(`${newest} is not a React Router client manifest.`);
  return JSON.parse(source.slice(PREFIX.length).replace(/;$/, "")) as ClientManifest;
}

/** The routes from the root down to `routeId`. */
function chainOf(manifest: ClientManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    chain.unshift(route);
  }
  return chain;
}

/** Entry, then every route of the chain: its module, the chunks it imports, its client loader, its CSS. */
export function firstLoadFiles(manifest: ClientManifest, routeId: string): { js: string[]; css: string[] } {
  const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set(manifest.entry.css ?? []);
  for (const route of chainOf(manifest, routeId)) {
    for (const file of [route.module, ...(route.imports ?? []), route.clientLoaderModule, route.clientMiddlewareModule]) {
      if (file) js.add(file);
    }
    for (const file of route.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

const sizeCache = new Map<string, Sizes>();

/** Sizes as the server sends them: gzip -9 and brotli q11, like the precompressed files. */
export function sizesOf(file: string): Sizes {
  const known = sizeCache.get(file);
  if (known) return known;
  const source = readFileSync(file);
  const sizes = {
    raw: source.length,
    gzip: gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

function total(clientDir: string, urls: string[]): Sizes {
  return urls
    .map((url) => sizesOf(path.join(clientDir, url)))
    .reduce((sum, sizes) => ({ raw: sum.raw + sizes.raw, gzip: sum.gzip + sizes.gzip, brotli: sum.brotli + sizes.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    });
}

export function routeAssets(clientDir: string, manifest: ClientManifest, routeId: string): RouteAssets {
  const files = firstLoadFiles(manifest, routeId);
  return { routeId, files: [...files.js, ...files.css], js: total(clientDir, files.js), css: total(clientDir, files.css) };
}

/** Routes a visitor can land on: those that render something (redirect routes have no view). */
export function pageRouteIds(manifest: ClientManifest): string[] {
  return Object.values(manifest.routes)
    .filter((route) => route.id !== "root" && route.hasDefaultExport)
    .map((route) => route.id);
}

function routeTree(manifest: ClientManifest, parentId: string | undefined): RouteObject[] {
  return Object.values(manifest.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index ? { id: route.id, index: true as const } : { id: route.id, path: route.path, children: routeTree(manifest, route.id) },
    );
}

/** The route React Router renders for a path, as the server would match it. */
export function routeIdForPath(manifest: ClientManifest, pathname: string): string | undefined {
  const matches = matchRoutes(routeTree(manifest, undefined), pathname);
  return matches?.at(-1)?.route.id;
}
