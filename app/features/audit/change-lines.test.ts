import { describe, expect, it } from "vitest";
import { changeLines } from "./change-lines";

describe("an audit entry's before and after, as the audit page lists them", () => {
  it("pairs each field's old value with its new one, plain values as they are", () => {
    expect(changeLines({ role: "sales" }, { role: "editor" })).toEqual([{ field: "role", before: "sales", after: "editor", long: false }]);
    expect(changeLines(null, { revision: 4, noindex: true })).toEqual([
      { field: "revision", before: null, after: "4", long: false },
      { field: "noindex", before: null, after: "true", long: false },
    ]);
    expect(changeLines({ title: "Gates" }, null)).toEqual([{ field: "title", before: "Gates", after: null, long: false }]);
    expect(changeLines(null, null)).toEqual([]);
  });

  it("shows nested values as JSON and marks long ones to fold away", () => {
    const [line] = changeLines({ tags: ["doors"] }, { tags: ["doors", "windows"] });
    expect(line).toMatchObject({ field: "tags", before: '[\n  "doors"\n]', long: true });
    expect(changeLines("x".repeat(81), undefined)).toEqual([{ field: "value", before: "x".repeat(81), after: null, long: true }]);
  });

  it("lists only the fields a save changed, and names the person an assignment gave a lead to", () => {
    const company = { brand: "LaCantina Doors", phone: { label: "(888) 221-0141", tel: "+18882210141" }, address: "1875 Ord Way" };
    expect(changeLines(company, { ...company, address: "1 Harbor Dr" })).toEqual([
      { field: "address", before: "1875 Ord Way", after: "1 Harbor Dr", long: false },
    ]);
    expect(changeLines(company, company)).toEqual([]);
    const names = new Map([["u-sam", "Sam Sales"]]);
    expect(changeLines({ assignedTo: null }, { assignedTo: "u-sam" }, names)).toEqual([
      { field: "assignedTo", before: "none", after: "Sam Sales", long: false },
    ]);
    expect(changeLines({ assignedTo: "u-gone" }, { assignedTo: "u-sam" }, names)[0]?.before).toBe("a former member of staff");
  });
});
