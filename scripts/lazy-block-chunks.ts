import type { OutputBundle, OutputChunk } from "rollup";
import type { Plugin } from "vite";

/** The module app/features/blocks/block-code.ts imports: render_name -> the files of its lazy code. */
export const LAZY_BLOCK_CHUNKS = "virtual:lazy-block-chunks";
const RESOLVED = `\0${LAZY_BLOCK_CHUNKS}`;
const REGISTRY = /\/app\/features\/blocks\/registry\.ts$/;
const BLOCK_FOLDER = /\/app\/features\/blocks\/([a-z0-9-]+)\/[^/]+$/;

export type LazyBlockChunks = Record<string, string[]>;

/**
 * The files each lazy block of the registry needs beyond what the registry's own chunk has loaded.
 * `lazyModules` are the modules registry.ts itself imports lazily: the blocks' own lazy parts (an
 * interactive carousel) load after hydration and are left alone.
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
  const registry = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => REGISTRY.test(id)));
  if (!registry) return {};
  const loaded = withImports(registry.fileName);
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
      const registry = [...this.getModuleIds()].find((id) => REGISTRY.test(id));
      const lazyModules = registry ? (this.getModuleInfo(registry)?.dynamicallyImportedIds ?? []) : [];
      found = lazyBlockChunksOf(bundle, this.environment.config.base, lazyModules);
    },
  };
}
