// `npm start`: serve the production build, building it first when there is none or a source is
// newer, and start the server again if it stops unexpectedly. Production should rather use systemd
// or a container restart policy (docs/operations.md); this keeps a plain `npm start` up as well.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildState } from "./build-freshness.mjs";
import { afterExit } from "./restart-policy.mjs";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
// The supervisor's tests run a small stand-in instead of the site.
const serverScript = process.env.SUPERVISED_SCRIPT ?? fileURLToPath(new URL("./serve.mjs", import.meta.url));

const state = process.env.SUPERVISED_SCRIPT ? "fresh" : buildState(process.cwd(), buildDir);
if (state !== "fresh") {
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
