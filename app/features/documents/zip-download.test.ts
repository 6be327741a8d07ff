import { describe, expect, it } from "vitest";
import { isDownloadToken, zipStarted, zipStartedCookie } from "./zip-download";

describe("Download All's cookie", () => {
  it("takes only short lowercase tokens, so nothing else reaches the header", () => {
    expect(isDownloadToken("abc123def456")).toBe(true);
    expect(isDownloadToken("short")).toBe(false);
    expect(isDownloadToken("abc123def456; Path=/")).toBe(false);
    expect(isDownloadToken(undefined)).toBe(false);
  });

  it("finds the post's own token among the page's cookies", () => {
    expect(zipStartedCookie("abc123def456")).toBe("zip_started=abc123def456; Path=/; Max-Age=60; SameSite=Strict");
    expect(zipStarted("theme=dark; zip_started=abc123def456", "abc123def456")).toBe(true);
    expect(zipStarted("zip_started=older0000000", "abc123def456")).toBe(false);
    expect(zipStarted("", "abc123def456")).toBe(false);
  });
});
