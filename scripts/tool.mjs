// `npm run content:import`, `leads:export`, `admin:user`, `backup` and `restore`: `node scripts/tool.mjs <command> [args]`.
// Where the dev dependencies are installed a command runs from its source (scripts/<command>.ts),
// so a change to it needs no build; in an install without them (`npm ci --omit=dev`) it runs from
// the production build, which vite.config.ts makes with the commands beside the server.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { installed } from "./dev-dependencies.mjs";
import { buildDir, serverModule } from "./server-build.mjs";

const commands = ["content-import", "leads-export", "admin-user", "backup", "restore"];

const command = process.argv[2] ?? "";
if (!commands.includes(command)) {
  console.error(`Usage: node scripts/tool.mjs <${commands.join("|")}> [arguments]`);
  process.exit(2);
}
// The command reads its own arguments from process.argv, as when it is run alone.
process.argv.splice(2, 1);

// The build tools mark an install with the dev dependencies; tsx does not, as npm keeps it in an
// `--omit=dev` install too (drizzle-kit, an optional peer of better-auth, needs it).
const source = new URL(`./${command}.ts`, import.meta.url);
if (installed("@react-router/dev") && existsSync(source)) {
  const { register } = await import("tsx/esm/api");
  register();
  await import(source.href);
} else if (existsSync(fileURLToPath(serverModule(`tools/${command}.js`)))) {
  await import(serverModule(`tools/${command}.js`));
} else {
  console.error(
    `There is no production build in ${buildDir}: run \`npm run build\` where the dev dependencies are installed and copy the build here.`,
  );
  process.exit(1);
}
