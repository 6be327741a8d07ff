import { afterEach, describe, expect, it, vi } from "vitest";
import { fileDownload, pushDataLayer } from "./data-layer";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("pushDataLayer", () => {
  it("creates window.dataLayer and appends events in order", () => {
    vi.stubGlobal("window", {});
    pushDataLayer({ event: "virtualPageview", path: "/", title: "Home" });
    pushDataLayer({ event: "virtualPageview", path: "/about", title: "About" });
    expect(window.dataLayer).toEqual([
      { event: "virtualPageview", path: "/", title: "Home" },
      { event: "virtualPageview", path: "/about", title: "About" },
    ]);
  });

  it("does nothing during the server render", () => {
    expect(() => pushDataLayer({ event: "virtualPageview", path: "/", title: "Home" })).not.toThrow();
  });
});

describe("fileDownload", () => {
  it("names the download by the link's title", () => {
    expect(fileDownload("https://storage.example.com/docs/guide.pdf", "Installation Guide")).toEqual({
      event: "file_download",
      file_url: "https://storage.example.com/docs/guide.pdf",
      file_name: "Installation Guide",
    });
  });

  it("falls back to the file name when the link has no title", () => {
    expect(fileDownload("/files/warranty%20terms.pdf?v=2", "").file_name).toBe("warranty terms.pdf");
    expect(fileDownload("/files/100%.pdf", "").file_name).toBe("100%.pdf");
  });
});
