// `npm run bench:scale-out`: two production instances on one PostgreSQL database and one S3 bucket
// (the test double), against one of them alone, in the same run: throughput, the time a publish
// takes to reach the other instance, and memory per instance. Writes its section of
// bench/RESULTS.md (kept there by `npm run bench`) and prints the figures.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { type S3Double, startS3Double } from "../../tests/support/s3-double";
import { type Instance, startInstance } from "../../tests/support/site-instances";
import { benchOptions } from "./options";
import { writeScaleOutSection } from "./report";
import { build } from "./server";

const started = performance.now();
const log = (line: string) => console.log(`[scale-out ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const DATABASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PAGE = "/";
const PUBLISHES = 7;
const MiB = 1024 * 1024;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: DATABASE });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Requests a second for `seconds` at `connections` in all, shared evenly over `origins` at once. */
async function throughput(origins: string[], connections: number, seconds: number) {
  const runs = await Promise.all(
    origins.map((origin) =>
      autocannon({ url: `${origin}${PAGE}`, connections: Math.max(1, Math.round(connections / origins.length)), duration: seconds }),
    ),
  );
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requests.average, 0),
    p99Ms: Math.max(...runs.map((run) => run.latency.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0),
  };
}

/** From a publish through `from` until `to` serves the new title, in milliseconds, `count` times. */
async function publishTimes(from: Instance, to: Instance, count: number): Promise<number[]> {
  const page = "/about/why-lacantina";
  const times: number[] = [];
  for (let run = 0; run < count; run += 1) {
    const title = `Why LaCantina, take ${run} ${randomBytes(3).toString("hex")}`;
    await fetch(`${to.origin}${page}`).then((answer) => answer.text());
    const { publishedAt } = await from.ask<{ publishedAt: number }>("publish", { path: page, title });
    for (;;) {
      const html = await fetch(`${to.origin}${page}`).then((answer) => answer.text());
      if (html.includes(title)) break;
      if (Date.now() - publishedAt > 10_000) throw new Error("the publish did not reach the other instance in 10 s");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    times.push(Date.now() - publishedAt);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const options = benchOptions();
  if (!options.skipBuild) {
    log(`building into ${path.relative(process.cwd(), options.buildDir)}`);
    build(options);
  }
  const name = `doors_scale_out_${process.pid}`;
  await admin(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(DATABASE), { pathname: `/${name}` }).toString();
  const s3: S3Double = await startS3Double();
  const folders: string[] = [];
  const instances: Instance[] = [];
  try {
    const start = async (port: number) => {
      const folder = await mkdtemp(path.join(os.tmpdir(), "doors-scale-out-"));
      folders.push(folder);
      const instance = await startInstance(
        port,
        {
          NODE_ENV: "production",
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(folder, "data"),
          // The demo media are rendered once and kept between runs (options.storageDir), then copied to the bucket.
          STORAGE_DIR: options.storageDir,
          S3_BUCKET: s3.bucket,
          S3_ENDPOINT: s3.url,
          AWS_ACCESS_KEY_ID: s3.credentials.accessKeyId,
          AWS_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
          LOG_LEVEL: "warn",
        },
        { build: options.buildDir, timeoutMs: 600_000 },
      );
      instances.push(instance);
      return instance;
    };
    log("starting instance one (first start: migrations, demo content into the database and the bucket)");
    const one = await start(options.port);
    log("starting instance two");
    const two = await start(options.port + 1);
    for (const instance of [one, two]) await throughput([instance.origin], 10, 2);

    // Other work on the machine takes the servers' CPU: the run says how busy it was.
    const loadBefore = os.loadavg()[0]!;
    const seconds = options.duration;
    const connections = options.connections;
    log(`one instance: ${seconds} s at ${connections} connections on ${PAGE}`);
    const alone = await throughput([one.origin], connections, seconds);
    log(`two instances: ${seconds} s at ${connections} connections in all`);
    const both = await throughput([one.origin, two.origin], connections, seconds);
    const loadAfter = os.loadavg()[0]!;
    const memory = instances.map((instance) => instance.memory());
    log(`publishing ${PUBLISHES} times through one, reading through two`);
    const publish = await publishTimes(one, two, PUBLISHES);

    const figures = {
      date: new Date().toISOString(),
      cpus: os.availableParallelism(),
      loadAverage: Math.max(loadBefore, loadAfter),
      node: process.version,
      page: PAGE,
      seconds,
      connections,
      oneInstance: alone,
      twoInstances: both,
      publishToOtherMs: { median: publish[Math.floor(publish.length / 2)]!, max: publish.at(-1)!, runs: publish.length },
      memoryMiB: memory.map((each) => ({ rss: Math.round(each.rss / MiB), peak: Math.round(each.peak / MiB) })),
    };
    log(JSON.stringify(figures));
    writeScaleOutSection(figures);
    log("wrote the scale-out section of bench/RESULTS.md");
  } finally {
    await Promise.all(instances.map((instance) => instance.stop("SIGTERM")));
    await s3.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  }
}

await main();
