import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { lazyBlockChunks } from "./scripts/lazy-block-chunks";
import { precompressAssets } from "./scripts/precompress-assets";
import { siteChromeChunk } from "./scripts/site-chrome-chunk";

/** React Router names every entry of the server build `index.js`: the commands keep their own names. */
const serverEntriesByName: Plugin = {
  name: "server-entries-by-name",
  enforce: "post",
  configEnvironment(name) {
    if (name === "ssr") return { build: { rollupOptions: { output: { entryFileNames: "[name].js" } } } };
  },
};

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The server build bundles our Hono process around React Router's build, so one
  // module graph serves the API, media and SSR (see docs/decisions/0001-one-process.md).
  environments: {
    // The operators' commands are built beside it, so an install without the dev dependencies runs
    // them with plain node (scripts/tool.mjs).
    ssr: {
      build: {
        rollupOptions: {
          input: {
            index: "./server/main.ts",
            "tools/content-import": "./scripts/content-import.ts",
            "tools/leads-export": "./scripts/leads-export.ts",
            "tools/admin-user": "./scripts/admin-user.ts",
            "tools/backup": "./scripts/backup.ts",
            "tools/restore": "./scripts/restore.ts",
          },
        },
      },
    },
    client: {
      build: {
        rollupOptions: {
          // The admin's stylesheet keeps a chunk of its own, named for it, whatever admin module shares
          // its routes (scripts/check-budgets.ts tells it apart by that name).
          output: { manualChunks: (id) => siteChromeChunk(id) ?? (id.endsWith("/app/admin.css") ? "admin" : undefined) },
          // dnd-kit declares no `sideEffects` but has none: without this, every admin route sharing
          // the content door with the block editor would download it (docs/decisions/0015).
          treeshake: { moduleSideEffects: (id) => !id.includes("/node_modules/@dnd-kit/") },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), lazyBlockChunks(), precompressAssets(), serverEntriesByName],
});
