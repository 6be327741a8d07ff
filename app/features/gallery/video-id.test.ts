import { describe, expect, it } from "vitest";
import { videoIdFrom } from "./video-id";

describe("a video id as editors paste it", () => {
  it("takes a bare id as it is", () => {
    expect(videoIdFrom("youtube", " V2swingDoor1 ")).toBe("V2swingDoor1");
    expect(videoIdFrom("vimeo", "812345601")).toBe("812345601");
  });

  it.each([
    ["youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["youtube", "https://youtu.be/dQw4w9WgXcQ?si=x", "dQw4w9WgXcQ"],
    ["youtube", "https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["youtube", "https://www.youtube.com/shorts/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["vimeo", "https://vimeo.com/812345601", "812345601"],
    ["vimeo", "https://player.vimeo.com/video/812345601?h=abc", "812345601"],
    ["eko", "https://eko.com/v/LaCantinaFoldingExplorer/embed", "LaCantinaFoldingExplorer"],
    ["vzaar", "https://view.vzaar.com/20145811/player", "20145811"],
  ] as const)("finds the %s id in %s", (provider, address, id) => {
    expect(videoIdFrom(provider, address)).toBe(id);
  });

  it("refuses what no player could play", () => {
    expect(videoIdFrom("youtube", "")).toBeUndefined();
    expect(videoIdFrom("youtube", "not an id")).toBeUndefined();
    expect(videoIdFrom("youtube", "javascript:alert(1)")).toBeUndefined();
    expect(videoIdFrom("vimeo", "https://vimeo.com/channels/staffpicks")).toBeUndefined();
    expect(videoIdFrom("youtube", `${"a".repeat(101)}`)).toBeUndefined();
  });
});
