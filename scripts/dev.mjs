// `npm run dev`: one process with hot reload; Vite serves modules, our server does the rest.
import { createServer } from "vite";

process.env.NODE_ENV = "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const { start } = await vite.ssrLoadModule("/server/main.ts");
await start({
  dev: {
    middleware: vite.middlewares,
    getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build"),
  },
});
