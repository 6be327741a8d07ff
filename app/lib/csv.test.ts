import { describe, expect, it } from "vitest";
import { csvCell, csvText, parseCsv } from "./csv";

describe("csv", () => {
  it("writes cells a spreadsheet opens safely", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(
      csvText([
        ["source", "target"],
        ["/a", "-1"],
      ]),
    ).toBe("source,target\r\n/a,'-1\r\n");
  });

  it("reads what it writes, quoted commas, quotes and line breaks included, with the line of each record", () => {
    const text = csvText([
      ["/a", 'say "hi", then\ngo'],
      ["/b", "plain"],
    ]);
    expect(parseCsv(text)).toEqual({
      records: [
        { line: 1, cells: ["/a", 'say "hi", then\ngo'] },
        { line: 3, cells: ["/b", "plain"] },
      ],
      unclosedAt: null,
    });
  });
});
