import type { OutputBundle, OutputChunk } from "rollup";
import type { Plugin } from "vite";

/** The module app/features/blocks/block-code.ts imports: render_name -> the files of its lazy code. */
export const LAZY_BLOCK_CHUNKS = "virtual:lazy-block-chunks";
const RESOLVED = `\0${LAZY_BLOCK_CHUNKS}`;
/** The site's list of block views: its chunk comes with every page that renders blocks. */
const SITE_VIEWS = /\/app\/site-blocks\.tsx$/;
/** A block kind's folder, in the blocks feature or in the feature that contributes the kind. */
const BLOCK_FOLDER = /\/app\/features\/(?:[a-z-]+\/)?blocks\/([a-z0-9-]+)\/[^/]+$/;
const BLOCK_VIEW = /\/app\/features\/(?:[a-z-]+\/)?blocks\/[a-z0-9-]+\/index\.ts$/;

export type LazyBlockChunks = Record<string, string[]>;

/**
 * The files each lazy block kind needs beyond what the chunk of the site's block views has loaded.
 * `lazyModules` are the modules the kinds' views (their folders' index.ts) import lazily: the
 * blocks' own lazy parts (an interactive carousel) load after hydration and are left alone.
 */
export function lazyBlockChunksOf(bundle: OutputBundle, base: string, lazyModules: readonly string[]): LazyBlockChunks {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
  const withImports = (file: string, found = new Set<string>()): Set<string> => {
    if (found.has(file)) return found;
    found.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) withImports(imported, found);
    return found;
  };
  const views = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => SITE_VIEWS.test(id)));
  if (!views) return {};
  const loaded = withImports(views.fileName);
  const result: LazyBlockChunks = {};
  for (const chunk of chunks.values()) {
    if (!chunk.facadeModuleId || !lazyModules.includes(chunk.facadeModuleId)) continue;
    const folder = chunk.facadeModuleId.match(BLOCK_FOLDER)?.[1];
    if (!folder) continue;
    result[folder.replaceAll("-", "_")] = [...withImports(chunk.fileName)]
      .filter((needed) => !loaded.has(needed))
      .map((needed) => `${base}${needed}`);
  }
  return result;
}

/**
 * The server render preloads the code of the lazy blocks a page shows with the page's own modules
 * (docs/decisions/0031): without it, a block's chunk is asked for only once React meets the block
 * while hydrating, a round trip more before the page is interactive. The browser build finds the
 * files; the server build, made after it, gets them as a module. Elsewhere (the browser build, the
 * dev server, tests) the module is empty and nothing is preloaded.
 */
export function lazyBlockChunks(): Plugin {
  let found: LazyBlockChunks = {};
  return {
    name: "lazy-block-chunks",
    resolveId: (id) => (id === LAZY_BLOCK_CHUNKS ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return `export default ${JSON.stringify(this.environment.name === "client" ? {} : found)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const lazyModules = [...this.getModuleIds()]
        .filter((id) => BLOCK_VIEW.test(id))
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      found = lazyBlockChunksOf(bundle, this.environment.config.base, lazyModules);
    },
  };
}
