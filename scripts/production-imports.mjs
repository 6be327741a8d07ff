// The packages the production commands load must be in "dependencies": an install made with
// `npm ci --omit=dev` has nothing else. `node scripts/production-imports.mjs` checks the scripts
// of `npm start` and the operators' commands and the production build (npm test runs it after the
// build); a package it names must move to "dependencies", or its import out of the production path.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The scripts `npm start` and the operators' commands run, with what they import of the checkout. */
export const PRODUCTION_SCRIPTS = ["scripts/start.mjs", "scripts/serve.mjs", "scripts/tool.mjs"];

const STATIC_IMPORT = /^\s*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/gm;
const RE_EXPORT = /^\s*export\s*(?:\*|\{[^}]*\})(?:\s*as\s+[\w$]+)?\s*from\s*["']([^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const REQUIRE = /\brequire(?:\.resolve)?\(\s*["']([^"']+)["']\s*\)/g;

/** scripts/tool.mjs runs the commands' sources with tsx only in an install with the dev dependencies. */
const LOADED_ONLY_WHERE_INSTALLED = ["tsx"];

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * The files and packages the JavaScript files `entries` load, following their relative imports
 * (static, dynamic and `require`); each package with the first file found importing it.
 * @param {string[]} entries
 * @returns {{ files: Set<string>; packages: Map<string, string> }}
 */
export function importGraph(entries) {
  const packages = new Map();
  const files = new Set();
  const pending = entries.map((entry) => path.resolve(entry));
  while (pending.length > 0) {
    const file = pending.pop();
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(file, "utf8");
    for (const pattern of [STATIC_IMPORT, RE_EXPORT, DYNAMIC_IMPORT, REQUIRE]) {
      for (const [, specifier] of source.matchAll(pattern)) {
        if (specifier.startsWith(".")) pending.push(path.resolve(path.dirname(file), specifier));
        else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier) && !packages.has(packageOf(specifier)))
          packages.set(packageOf(specifier), file);
      }
    }
  }
  return { files, packages };
}

/**
 * The packages `entries` load that `npm ci --omit=dev` leaves out, each with a file that imports it.
 * @param {string} root the checkout, whose package.json is read
 * @param {string[]} entries
 * @returns {{ name: string; importedBy: string }[]}
 */
export function devOnlyImports(root, entries) {
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return [...importGraph(entries).packages]
    .filter(([name]) => !(name in dependencies) && !LOADED_ONLY_WHERE_INSTALLED.includes(name))
    .map(([name, file]) => ({ name, importedBy: path.relative(root, file) }));
}

/** The production build's entries: the server and the operators' commands. */
function buildEntries(buildDir) {
  const tools = path.join(buildDir, "server/tools");
  return [path.join(buildDir, "server/index.js"), ...readdirSync(tools).map((file) => path.join(tools, file))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  if (!existsSync(path.join(buildDir, "server/index.js"))) {
    console.error(`No production build in ${buildDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const missing = devOnlyImports(process.cwd(), [...PRODUCTION_SCRIPTS, ...buildEntries(buildDir)]);
  for (const { name, importedBy } of missing) console.error(`${name} (imported by ${importedBy}) is not in "dependencies"`);
  if (missing.length > 0) process.exit(1);
  console.log("The production build and scripts import only production dependencies.");
}
