import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { precompressAssets } from "./scripts/precompress-assets";
import { siteChromeChunk } from "./scripts/site-chrome-chunk";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The server build bundles our Hono process around React Router's build, so one
  // module graph serves the API, media and SSR (see docs/decisions/0001-one-process.md).
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/main.ts" } } },
    client: {
      build: {
        rollupOptions: {
          output: { manualChunks: siteChromeChunk },
          // dnd-kit declares no `sideEffects` but has none: without this, every admin route sharing
          // the content door with the block editor would download it (docs/decisions/0015).
          treeshake: { moduleSideEffects: (id) => !id.includes("/node_modules/@dnd-kit/") },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
});
