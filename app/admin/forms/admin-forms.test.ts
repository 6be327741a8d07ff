import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 35: an admin form's fields are named, labelled and read once, by its schema (parseForm,
// formFieldsOf, SchemaField). What is still written by hand is counted here; the counts may only
// fall. Lower them as screens move to their schemas; the goal is none.
const NAME_LITERALS_AT_MOST = 5;
const RAW_READS_AT_MOST = 0;

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
  it(`names no more than ${NAME_LITERALS_AT_MOST} fields by hand (name="…")`, () => {
    const found = count(/\bname="[^"]*"/g);
    expect(found.total, JSON.stringify(found.byFile, null, 2)).toBeLessThanOrEqual(NAME_LITERALS_AT_MOST);
  });

  it(`reads no more than ${RAW_READS_AT_MOST} posted fields by hand (form.get, formText)`, () => {
    const found = count(/\bform\.get(All)?\(|\bformText\(/g);
    expect(found.total, JSON.stringify(found.byFile, null, 2)).toBeLessThanOrEqual(RAW_READS_AT_MOST);
  });
});
