// `npm start`: serve the production build, building it first when there is none or a source is
// newer, and start the server again if it stops unexpectedly. Production should rather use systemd
// or a container restart policy (docs/operations.md); this keeps a plain `npm start` up as well.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildState } from "./build-freshness.mjs";
import { installed } from "./dev-dependencies.mjs";
import { COULD_NOT_START, afterExit } from "./restart-policy.mjs";
import { buildDir } from "./server-build.mjs";

// The supervisor's tests run a small stand-in instead of the site.
const serverScript = process.env.SUPERVISED_SCRIPT ?? fileURLToPath(new URL("./serve.mjs", import.meta.url));

const state = process.env.SUPERVISED_SCRIPT ? "fresh" : buildState(process.cwd(), buildDir);
// An install without the dev dependencies (`npm ci --omit=dev`) cannot build: it serves the build it
// was given, which is the deployed release whatever the sources' times say.
const canBuild = installed("@react-router/dev");
if (state === "missing" && !canBuild) {
  console.error(
    `There is no production build in ${buildDir}, and this install cannot make one (the dev dependencies are left out): run \`npm run build\` where they are installed and copy the build here, or run \`npm ci\`.`,
  );
  process.exit(COULD_NOT_START);
}
if (state === "stale" && !canBuild) {
  console.error("The sources are newer than the build, but this install cannot build (no dev dependencies): serving the build as it is.");
} else if (state !== "fresh") {
  console.log(
    state === "missing" ? "No production build yet: building it first..." : "The sources changed since the last build: building again...",
  );
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** One line in the log's own format, so the supervisor's words sit among the server's. */
function say(level, msg, fields = {}) {
  console.error(JSON.stringify({ level, time: new Date().toISOString(), name: "supervisor", msg, ...fields }));
}

let child;
let stopping = false;
let previousDelayMs = 0;

function run() {
  const startedAt = Date.now();
  child = spawn(process.execPath, [serverScript], { stdio: "inherit" });
  child.on("exit", (code, signal) => {
    const next = afterExit({ code, ranMs: Date.now() - startedAt, previousDelayMs, stopping });
    if (!next.restart) process.exit(next.exitCode);
    previousDelayMs = next.delayMs;
    say(50, "the server stopped unexpectedly; starting it again", { code, signal, delayMs: next.delayMs });
    setTimeout(() => {
      if (!stopping) run();
    }, next.delayMs);
  });
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    stopping = true;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(0);
  });
}
run();
