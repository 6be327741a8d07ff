// Features meet through their doors (docs/contributing.md): a file of app/features/<a>/ may import
// another feature <b> only as app/features/<b> (its index.ts), app/features/<b>/index.server or,
// for code split off and loaded on demand, app/features/<b>/lazy; the admin's screens, app/features/<b>/admin.
import path from "node:path";

const featuresRoot = path.resolve("app/features");

function featureOf(file) {
  const relative = path.relative(featuresRoot, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [feature, ...rest] = relative.split(path.sep);
  return { feature, inside: rest.join("/") };
}

function targetOf(importer, source) {
  if (source.startsWith("~/")) return path.resolve("app", source.slice(2));
  if (source.startsWith(".")) return path.resolve(path.dirname(importer), source);
  return null;
}

// lazy.ts is the door for code that another feature loads on demand (import("…/lazy")); admin.ts
// the door for the admin's screens, kept apart so public pages never carry them.
const doors = new Set(["", "index", "index.ts", "index.server", "index.server.ts", "lazy", "lazy.ts", "admin", "admin.ts"]);

/** @type {import("eslint").Rule.RuleModule} */
export const featureDoors = {
  meta: {
    type: "problem",
    docs: { description: "a feature uses another only through its index.ts or index.server.ts" },
    messages: { door: "Import {{feature}} through its door ({{feature}} or {{feature}}/index.server), not {{inside}}." },
    schema: [],
  },
  create(context) {
    const importer = featureOf(context.filename);
    if (!importer) return {};
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      const target = targetOf(context.filename, source);
      const imported = target && featureOf(target);
      if (!imported || imported.feature === importer.feature || doors.has(imported.inside)) return;
      context.report({ node: node.source, messageId: "door", data: { feature: `features/${imported.feature}`, inside: imported.inside } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
