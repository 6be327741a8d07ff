import { describe, expect, it } from "vitest";
import { fileDownloadAttributes } from "~/lib/file-download";
import { fileDownloadOf } from "./file-downloads";

/** A click target inside a link with these attributes, as the DOM answers `closest`. */
function insideLink(attributes: Record<string, string> | null) {
  return {
    closest: (selector: string) =>
      attributes && selector === "a[data-file-download]" ? { getAttribute: (name: string) => attributes[name] ?? null } : null,
  } as unknown as EventTarget;
}

describe("file download tracking", () => {
  it("reports a click inside a link marked as a file", () => {
    expect(fileDownloadOf(insideLink(fileDownloadAttributes("/media/docs/spec.pdf", "Spec sheet")))).toEqual({
      event: "file_download",
      file_url: "/media/docs/spec.pdf",
      file_name: "Spec sheet",
    });
  });

  it("names the file by its URL when the link has no title", () => {
    expect(fileDownloadOf(insideLink(fileDownloadAttributes("/media/docs/spec.pdf", "")))).toMatchObject({ file_name: "spec.pdf" });
  });

  it("ignores other clicks", () => {
    expect(fileDownloadOf(insideLink(null))).toBeNull();
    expect(fileDownloadOf(null)).toBeNull();
  });
});
