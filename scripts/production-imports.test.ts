import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PRODUCTION_SCRIPTS, devOnlyImports } from "./production-imports.mjs";

describe("what an install without the dev dependencies can run", () => {
  it("npm start and the operators' commands load only production dependencies", () => {
    expect(devOnlyImports(process.cwd(), PRODUCTION_SCRIPTS)).toEqual([]);
  });

  const root = mkdtempSync(path.join(os.tmpdir(), "doors-imports-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it("names a dev dependency imported deep in the graph, by a dynamic import, and the file importing it", () => {
    write("package.json", JSON.stringify({ dependencies: { pino: "1", hono: "1" }, devDependencies: { vite: "1", "@scope/tool": "1" } }));
    write("server/index.js", 'import "node:http";\nimport path from "path";\nimport {\n  a,\n  b as c,\n} from "./assets/a.js";\n');
    write("server/assets/a.js", 'export * from "hono/cookie";\nconst later = await import("./b.js");\n');
    write(
      "server/assets/b.js",
      'import pino from "pino";\nimport { x } from "@scope/tool/sub";\nexport { y } from "vite";\nconst text = "import \\"nothing\\" inside a string";\n',
    );
    expect(devOnlyImports(root, [path.join(root, "server/index.js")])).toEqual([
      { name: "@scope/tool", importedBy: "server/assets/b.js" },
      { name: "vite", importedBy: "server/assets/b.js" },
    ]);
  });
});
