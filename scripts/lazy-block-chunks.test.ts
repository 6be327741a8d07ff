import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { siteBlockDefinitions } from "../app/site-blocks.server";
import { lazyBlockChunksOf } from "./lazy-block-chunks";

function chunk(fileName: string, fields: Partial<OutputChunk>): OutputChunk {
  return { type: "chunk", fileName, imports: [], dynamicImports: [], moduleIds: [], facadeModuleId: null, ...fields } as OutputChunk;
}

const bundle = (chunks: OutputChunk[]): OutputBundle => Object.fromEntries(chunks.map((each) => [each.fileName, each]));

describe("lazyBlockChunksOf", () => {
  const views = chunk("assets/site-blocks-1.js", {
    moduleIds: ["/repo/app/site-blocks.tsx"],
    imports: ["assets/site-chrome-1.js"],
    dynamicImports: ["assets/BlogDetail-1.js", "assets/Faq-1.js", "assets/InteractiveCarousel-1.js"],
  });
  // What the kinds' views import lazily (blog_detail is the articles feature's); the carousel's
  // interactive part is imported by the carousel.
  const lazyModules = ["/repo/app/features/articles/blocks/blog-detail/BlogDetail.tsx", "/repo/app/features/blocks/faq/Faq.tsx"];
  const chunks = bundle([
    views,
    chunk("assets/site-chrome-1.js", {}),
    chunk("assets/BlogDetail-1.js", {
      facadeModuleId: "/repo/app/features/articles/blocks/blog-detail/BlogDetail.tsx",
      imports: ["assets/site-chrome-1.js", "assets/publication-date-1.js"],
    }),
    chunk("assets/publication-date-1.js", { imports: ["assets/format-1.js"] }),
    chunk("assets/format-1.js", { imports: ["assets/publication-date-1.js"] }),
    chunk("assets/Faq-1.js", { facadeModuleId: "/repo/app/features/blocks/faq/Faq.tsx", dynamicImports: ["assets/FaqExtra-1.js"] }),
    chunk("assets/FaqExtra-1.js", { facadeModuleId: "/repo/app/features/blocks/faq/FaqExtra.tsx" }),
    chunk("assets/InteractiveCarousel-1.js", { facadeModuleId: "/repo/app/features/blocks/carousel/InteractiveCarousel.tsx" }),
  ]);

  it("names each lazy block by its render_name, in whichever feature, with every file it imports, however deep", () => {
    expect(lazyBlockChunksOf(chunks, "/", lazyModules)).toEqual({
      blog_detail: ["/assets/BlogDetail-1.js", "/assets/publication-date-1.js", "/assets/format-1.js"],
      faq: ["/assets/Faq-1.js"],
    });
  });

  it("leaves out what the chunk of the site's views has loaded already, and what a block loads only later", () => {
    const files = Object.values(lazyBlockChunksOf(chunks, "/", lazyModules)).flat();
    expect(files).not.toContain("/assets/site-chrome-1.js");
    expect(files).not.toContain("/assets/FaqExtra-1.js");
    expect(files).not.toContain("/assets/InteractiveCarousel-1.js");
  });

  it("writes the files under the build's base, and finds nothing in a bundle without the site's views", () => {
    expect(lazyBlockChunksOf(chunks, "/site/", lazyModules).faq).toEqual(["/site/assets/Faq-1.js"]);
    expect(lazyBlockChunksOf(bundle([chunk("assets/entry.client-1.js", {})]), "/", lazyModules)).toEqual({});
  });
});

describe("the block kinds' views", () => {
  // The plugin names a lazy block by its folder: blog-detail/ holds blog_detail. A view whose
  // folder said otherwise would quietly lose its preload.
  const views = readdirSync("app/features", { recursive: true, encoding: "utf8" })
    .map((file) => path.join("app/features", file))
    .filter((file) => /(^|\/)blocks\/[a-z0-9-]+\/index\.ts$/.test(file));

  it("keeps every kind's view, and the code it loads lazily, in the folder its render_name names", () => {
    expect(views.length).toBe(Object.keys(siteBlockDefinitions).length);
    for (const file of views) {
      const folder = path.basename(path.dirname(file));
      const source = readFileSync(file, "utf8");
      expect(source.match(/interface BlockValues \{\s*(\w+):/)?.[1], file).toBe(folder.replaceAll("-", "_"));
      for (const [, imported] of source.matchAll(/import\("([^"]+)"\)/g)) expect(imported, file).toMatch(/^\.\/[^/]+$/);
    }
  });
});
