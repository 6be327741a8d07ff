import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { enginesRefusing, lowestOfEachLine } from "./supported-engines.mjs";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Parameters<typeof enginesRefusing>[0];

describe("the Node versions the site supports", () => {
  it("are Node 20 from 20.19, 22 from 22.13 and every line from 24 on", () => {
    expect(lowestOfEachLine(manifest.engines.node)).toEqual(["20.19.0", "22.13.0", "24.0.0", "25.0.0", "26.0.0"]);
  });

  it("are accepted by every package npm installs, so npm ci warns no EBADENGINE on them", () => {
    expect(enginesRefusing(lock, lowestOfEachLine(manifest.engines.node))).toEqual([]);
  });

  it("names a package that wants a later release of a supported line, but not an optional one", () => {
    const packages = {
      "": { engines: { node: ">=20.19" } },
      "node_modules/sanitize-html": { engines: { node: ">=22.12" } },
      "node_modules/a/node_modules/fine": { engines: { node: ">=18" } },
      "node_modules/@napi-rs/lzma-linux-x64-gnu": { optional: true, engines: { node: "^22.20 || ^24.12" } },
    };
    expect(enginesRefusing({ packages }, ["20.19.0", "22.13.0"])).toEqual([
      { name: "sanitize-html", engines: ">=22.12", refuses: ["20.19.0"] },
    ]);
  });
});
