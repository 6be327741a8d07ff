// Issue 16: links are React Router's typed href() of the route table, so renaming a route in
// app/routes.ts is a type error wherever it is linked. A path spelled by hand would survive the
// rename and break at run time; this test finds them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import routes from "./routes";

const appDir = path.dirname(new URL(import.meta.url).pathname);

/**
 * Literals that look like a route but are not one. Keyed by file and text, not line, so an
 * entry stays put while the file changes around it and goes stale (and fails) when the literal goes.
 */
const allowed: { file: string; text: string; reason: string }[] = [
  // Hono routers mounted under /api/search and /ES/... (server/http.ts): API paths, not pages.
  { file: "features/search/api.server.ts", text: "/search", reason: "the search API's path inside its router" },
  { file: "features/documents/api.server.ts", text: "/search", reason: "the documents API's path inside its router" },
  // `/about/preview` is answered by the catch-all, not by the `/preview/*` route.
  { file: "features/content/preview-path.ts", text: "/preview", reason: "the preview suffix, which no route names" },
];

type Matcher = { pattern: string; prefix: string; exact: boolean };

/**
 * The route table's patterns, each as a test of a written path. A pattern with a parameter or a
 * splat claims its static prefix and everything under it (`/blog/*` claims `/blog` and `/blog/x`);
 * a static one claims itself. The home (`/` is every path's separator) and the catch-all (content
 * URLs come from data) claim nothing.
 */
function routeMatchers(entries: RouteConfigEntry[], parent = ""): Matcher[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${parent}/${entry.path}` : parent;
    const children = entry.children ? routeMatchers(entry.children, pattern) : [];
    const segments = pattern.split("/").filter(Boolean);
    const firstDynamic = segments.findIndex((segment) => segment.startsWith(":") || segment === "*");
    const prefix = `/${segments.slice(0, firstDynamic === -1 ? undefined : firstDynamic).join("/")}`;
    if (!entry.path || prefix === "/") return children;
    return [{ pattern, prefix, exact: firstDynamic === -1 }, ...children];
  });
}

/** The route patterns a literal spells, given its known text and whether the text is all of it. */
function routesSpelled(matchers: Matcher[], text: string, complete: boolean): string[] {
  if (!text.startsWith("/")) return [];
  const end = text.search(/[?#]/);
  const written = end === -1 ? text : text.slice(0, end);
  const whole = complete || end !== -1;
  // A template's head (`/products/${line}`) is only the start of the path it builds.
  const under = ({ prefix }: Matcher) => written === prefix || written.startsWith(`${prefix}/`);
  return matchers
    .filter((matcher) => (whole && matcher.exact ? written === matcher.prefix : under(matcher)))
    .map((matcher) => matcher.pattern);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === ".react-router" ? [] : sourceFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return full === path.join(appDir, "routes.ts") ? [] : [full];
  });
}

const isHrefArgument = (node: ts.Node) =>
  ts.isCallExpression(node.parent) && ts.isIdentifier(node.parent.expression) && node.parent.expression.text === "href";

type Finding = { file: string; line: number; text: string; routes: string[] };

export function findRouteLiterals(file: string, source: string, matchers: Matcher[]): Finding[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  // A pattern with a parameter (`/blog/*`) is no address: only typed builders such as splatRoot take one.
  const patterns = new Set(matchers.filter((matcher) => !matcher.exact).map((matcher) => matcher.pattern));
  const visit = (node: ts.Node) => {
    let literal: { text: string; complete: boolean } | null = null;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isHrefArgument(node) && !patterns.has(node.text)) {
      literal = { text: node.text, complete: true };
    } else if (ts.isTemplateExpression(node)) {
      literal = { text: node.head.text, complete: false };
    }
    const spelled = literal ? routesSpelled(matchers, literal.text, literal.complete) : [];
    if (literal && spelled.length > 0) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
      findings.push({ file: path.relative(appDir, file), line, text: literal.text, routes: spelled });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return findings;
}

describe("route literals", () => {
  const matchers = routeMatchers(routes);
  const isAllowed = (finding: Finding) => allowed.some((entry) => entry.file === finding.file && entry.text === finding.text);
  const findings = sourceFiles(appDir).flatMap((file) => findRouteLiterals(file, readFileSync(file, "utf8"), matchers));

  it("finds no path of the route table spelled outside app/routes.ts (use href() instead)", () => {
    const report = findings
      .filter((finding) => !isAllowed(finding))
      .map((f) => `app/${f.file}:${f.line} "${f.text}" spells ${f.routes.join(", ")}`);
    expect(report).toEqual([]);
  });

  it("keeps no allow-list entry that no longer matches a literal", () => {
    const stale = allowed.filter((entry) => !findings.some((finding) => finding.file === entry.file && finding.text === entry.text));
    expect(stale).toEqual([]);
  });

  it("spots a gallery address written by hand, in a string or a template", () => {
    const source = 'const a = "/video-gallery";\nconst b = `/image-gallery/category/${c}`;\nconst d = href("/blog/*");';
    const found = findRouteLiterals(path.join(appDir, "example.ts"), source, matchers);
    expect(found.map((finding) => [finding.line, finding.text])).toEqual([
      [1, "/video-gallery"],
      [2, "/image-gallery/category/"],
    ]);
  });
});
