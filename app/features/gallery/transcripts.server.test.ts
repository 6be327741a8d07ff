import { describe, expect, it } from "vitest";
import { vimeoSubtitles } from "./transcripts.server";

describe("vimeoSubtitles", () => {
  it("keeps each track with a language and an https link", () => {
    expect(
      vimeoSubtitles({
        data: [
          { language: "en", link: "https://captions.vimeo.test/555.vtt", type: "captions" },
          { language: "es", link: "https://captions.vimeo.test/555-es.vtt" },
        ],
      }),
    ).toEqual([
      { "subtitle-language-short-name": "en", "subtitle-url": "https://captions.vimeo.test/555.vtt" },
      { "subtitle-language-short-name": "es", "subtitle-url": "https://captions.vimeo.test/555-es.vtt" },
    ]);
  });

  it("answers no tracks when Vimeo lists none", () => {
    expect(vimeoSubtitles({})).toEqual([]);
    expect(vimeoSubtitles({ data: [] })).toEqual([]);
  });

  it("skips tracks with a missing, wrong-typed or hostile language or link", () => {
    expect(
      vimeoSubtitles({
        data: [
          null,
          "en",
          [],
          { language: "en" },
          { link: "https://captions.vimeo.test/1.vtt" },
          { language: 1, link: "https://captions.vimeo.test/2.vtt" },
          { language: "en", link: 42 },
          { language: "en", link: "http://captions.vimeo.test/3.vtt" },
          { language: "en", link: "javascript:alert(1)" },
          { language: "", link: "https://captions.vimeo.test/4.vtt" },
          { language: "x".repeat(1000), link: "https://captions.vimeo.test/5.vtt" },
          { language: "en", link: `https://captions.vimeo.test/${"x".repeat(5000)}` },
        ],
      }),
    ).toEqual([]);
  });

  it.each([null, [], "data", 42, { data: "tracks" }, { data: { language: "en" } }])(
    "refuses a body that is not a track list: %j",
    (body) => {
      expect(() => vimeoSubtitles(body)).toThrow("unexpected body");
    },
  );
});
