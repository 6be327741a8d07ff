import { readFileSync } from "node:fs";
import type { OutputBundle, OutputChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { lazyBlockChunksOf } from "./lazy-block-chunks";

function chunk(fileName: string, fields: Partial<OutputChunk>): OutputChunk {
  return { type: "chunk", fileName, imports: [], dynamicImports: [], moduleIds: [], facadeModuleId: null, ...fields } as OutputChunk;
}

const bundle = (chunks: OutputChunk[]): OutputBundle => Object.fromEntries(chunks.map((each) => [each.fileName, each]));

describe("lazyBlockChunksOf", () => {
  const registry = chunk("assets/page-meta-1.js", {
    moduleIds: ["/repo/app/features/blocks/registry.ts"],
    imports: ["assets/site-chrome-1.js"],
    dynamicImports: ["assets/BlogDetail-1.js", "assets/Faq-1.js", "assets/InteractiveCarousel-1.js"],
  });
  // What registry.ts imports lazily; the carousel's interactive part is imported by the carousel.
  const lazyModules = ["/repo/app/features/blocks/blog-detail/BlogDetail.tsx", "/repo/app/features/blocks/faq/Faq.tsx"];
  const chunks = bundle([
    registry,
    chunk("assets/site-chrome-1.js", {}),
    chunk("assets/BlogDetail-1.js", {
      facadeModuleId: "/repo/app/features/blocks/blog-detail/BlogDetail.tsx",
      imports: ["assets/site-chrome-1.js", "assets/publication-date-1.js"],
    }),
    chunk("assets/publication-date-1.js", { imports: ["assets/format-1.js"] }),
    chunk("assets/format-1.js", { imports: ["assets/publication-date-1.js"] }),
    chunk("assets/Faq-1.js", { facadeModuleId: "/repo/app/features/blocks/faq/Faq.tsx", dynamicImports: ["assets/FaqExtra-1.js"] }),
    chunk("assets/FaqExtra-1.js", { facadeModuleId: "/repo/app/features/blocks/faq/FaqExtra.tsx" }),
    chunk("assets/InteractiveCarousel-1.js", { facadeModuleId: "/repo/app/features/blocks/carousel/InteractiveCarousel.tsx" }),
  ]);

  it("names each lazy block of the registry by its render_name, with every file it imports, however deep", () => {
    expect(lazyBlockChunksOf(chunks, "/", lazyModules)).toEqual({
      blog_detail: ["/assets/BlogDetail-1.js", "/assets/publication-date-1.js", "/assets/format-1.js"],
      faq: ["/assets/Faq-1.js"],
    });
  });

  it("leaves out what the registry's own chunk has loaded already, and what a block loads only later", () => {
    const files = Object.values(lazyBlockChunksOf(chunks, "/", lazyModules)).flat();
    expect(files).not.toContain("/assets/site-chrome-1.js");
    expect(files).not.toContain("/assets/FaqExtra-1.js");
    expect(files).not.toContain("/assets/InteractiveCarousel-1.js");
  });

  it("writes the files under the build's base, and finds nothing in a bundle without the registry", () => {
    expect(lazyBlockChunksOf(chunks, "/site/", lazyModules).faq).toEqual(["/site/assets/Faq-1.js"]);
    expect(lazyBlockChunksOf(bundle([chunk("assets/entry.client-1.js", {})]), "/", lazyModules)).toEqual({});
  });
});

describe("the block registry", () => {
  // The plugin names a lazy block by its folder: blog-detail/ holds blog_detail. A block whose
  // folder said otherwise would quietly lose its preload.
  it("keeps every lazy block in the folder its render_name names", () => {
    const registry = readFileSync("app/features/blocks/registry.ts", "utf8");
    const lazy = [...registry.matchAll(/(\w+): lazyBlock\(\(\) =>\s*import\("\.\/([\w-]+)\//g)];
    expect(lazy.length).toBe(registry.match(/lazyBlock\(/g)!.length);
    for (const [, renderName, folder] of lazy) expect(folder).toBe(renderName!.replaceAll("_", "-"));
  });
});
