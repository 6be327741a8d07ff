import { describe, expect, it } from "vitest";
import { readRedirectCsv } from "./redirect-csv";
import { MAX_IMPORT_LINES } from "./redirect-limits";

describe("readRedirectCsv", () => {
  it("reads source, target and status, with or without the header, quoted cells included", () => {
    const csv =
      'source,target,status\r\n/Old-Page/,/new-page,301\n"/brochure","https://partners.example.com/a,b",302\n\n/faqs,/support/faqs,\n';
    expect(readRedirectCsv(csv)).toEqual({
      lines: [
        { line: 2, from: "/old-page", to: "/new-page", status: 301 },
        { line: 3, from: "/brochure", to: "https://partners.example.com/a,b", status: 302 },
        { line: 5, from: "/faqs", to: "/support/faqs", status: 301 },
      ],
      errors: [],
    });
    expect(readRedirectCsv("\uFEFF/a,/b")).toEqual({ lines: [{ line: 1, from: "/a", to: "/b", status: 301 }], errors: [] });
  });

  it("reports each bad line with its number and keeps the good ones", () => {
    const csv = [
      "/good,/target,301",
      "https://www.lacantinadoors.com/x,/y,301",
      "/a?b=1,/y",
      "/c,http://example.com/,301",
      "/d,/e,303",
      "/f",
      '"/g\nh",/i,301',
      "/j,/J/",
      "/k,/l,301",
    ].join("\n");
    const { lines, errors } = readRedirectCsv(csv) as Exclude<ReturnType<typeof readRedirectCsv>, { refused: string }>;
    expect(lines.map((line) => [line.line, line.from])).toEqual([
      [1, "/good"],
      [10, "/k"],
    ]);
    expect(errors).toEqual([
      { line: 2, message: "Give the path only, without https:// and the site's name, such as /old-page." },
      { line: 3, message: "Leave out the ? or # part: a redirect matches the path alone, whatever follows it." },
      { line: 4, message: "Use the https:// address of that site." },
      { line: 5, message: "Choose 301 (moved for good) or 302 (moved for now)." },
      { line: 6, message: "Give three cells: source, target and status (a blank status is 301)." },
      { line: 7, message: "This is not an address of this site: no spaces or backslashes." },
      { line: 9, message: "The new address is the old one: a redirect must lead somewhere else." },
    ]);
  });

  it("says where a quote is never closed", () => {
    expect(readRedirectCsv('/a,/b\n/c,"/d\n/e,/f\n')).toMatchObject({
      errors: [{ line: 2, message: expect.stringContaining("never closed") }],
    });
  });

  it("refuses a file with no line, or too many", () => {
    expect(readRedirectCsv("source,target,status\n")).toEqual({ refused: expect.stringContaining("no redirects") });
    expect(readRedirectCsv("/a,/b\n".repeat(MAX_IMPORT_LINES + 1))).toEqual({ refused: expect.stringContaining("more than 5,000") });
  });
});
