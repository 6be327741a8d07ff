import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildState } from "./build-freshness.mjs";

describe("whether npm start builds again", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "doors-build-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const at = (file: string, seconds: number) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), "");
    utimesSync(path.join(root, file), seconds, seconds);
  };

  it("builds when there is no build, or a source is newer than it (a git pull), and not otherwise", () => {
    const buildDir = path.join(root, "elsewhere/build");
    at("app/features/content/page.tsx", 1_000);
    expect(buildState(root, buildDir)).toBe("missing");
    at("elsewhere/build/server/index.js", 2_000);
    at("server/main.ts", 1_500);
    expect(buildState(root, buildDir)).toBe("fresh");
    at("app/features/blocks/faq/schema.ts", 3_000);
    expect(buildState(root, buildDir)).toBe("stale");
    at("elsewhere/build/server/index.js", 4_000);
    at("storage/media/photo.jpg", 5_000);
    expect(buildState(root, buildDir)).toBe("fresh");
  });
});
