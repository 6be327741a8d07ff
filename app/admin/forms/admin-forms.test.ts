import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 35: an admin form's fields are named, labelled and read once, by its schema (parseForm,
// formFieldsOf, SchemaField); none is named or read by hand in the admin's screens and actions.

const appRoot = path.resolve("app");
const isAdminFile = (file: string) =>
  /\.tsx?$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  (file.startsWith("admin/") ||
    /\/admin-ui\//.test(file) ||
    /\/admin-[a-z-]*routes\.server\.ts$/.test(file) ||
    file.startsWith("routes/admin/"));

function adminFiles(): { file: string; text: string }[] {
  return readdirSync(appRoot, { recursive: true, encoding: "utf8" })
    .filter(isAdminFile)
    .map((file) => ({ file, text: readFileSync(path.join(appRoot, file), "utf8") }));
}

function count(pattern: RegExp) {
  const byFile = adminFiles()
    .map(({ file, text }) => [file, text.match(pattern)?.length ?? 0] as const)
    .filter(([, found]) => found > 0);
  return { total: byFile.reduce((sum, [, found]) => sum + found, 0), byFile: Object.fromEntries(byFile) };
}

describe("the admin's forms come from their schemas", () => {
  it('names no field by hand (name="…")', () => {
    const found = count(/\bname="[^"]*"/g);
    expect(found.total, JSON.stringify(found.byFile, null, 2)).toBe(0);
  });

  it("reads no posted field by hand (form.get, formText)", () => {
    const found = count(/\bform\.get(All)?\(|\bformText\(/g);
    expect(found.total, JSON.stringify(found.byFile, null, 2)).toBe(0);
  });
});
