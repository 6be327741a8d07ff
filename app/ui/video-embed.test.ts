import { describe, expect, it } from "vitest";
import { consentRequest, embedUrl, playerEvent, videoSource } from "./video-embed";

const play = { autoPlay: true, muted: false };

describe("videoSource", () => {
  it("embeds YouTube from youtube-nocookie.com and can hear the end of the video", () => {
    const source = videoSource({ video_provider: "youtube", video_id: "abc123" }, play);
    expect(source).toEqual({
      kind: "iframe",
      origin: "https://www.youtube-nocookie.com",
      src: "https://www.youtube-nocookie.com/embed/abc123?autoplay=1&enablejsapi=1&rel=0&playsinline=1",
    });
  });

  it("embeds Vimeo from player.vimeo.com, muted when asked", () => {
    expect(videoSource({ video_provider: "vimeo", video_id: "76979871" }, { autoPlay: true, muted: true })?.src).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1&muted=1&dnt=1",
    );
  });

  it("embeds eko and vzaar through their player URLs", () => {
    expect(videoSource({ video_provider: "eko", video_id: "AbC" }, play)?.src).toBe("https://eko.com/v/AbC/embed?autoplay=true");
    expect(videoSource({ video_provider: "vzaar", video_id: "123" }, play)?.src).toBe("https://view.vzaar.com/123/player?autoplay=true");
  });

  it("drops a player query left on the id and escapes the rest", () => {
    expect(videoSource({ video_provider: "youtube", video_id: "abc?si=xyz" }, play)?.src).toContain("/embed/abc?");
    expect(videoSource({ video_provider: "vimeo", video_id: "../x y" }, play)?.src).toContain("/video/..%2Fx%20y?");
  });

  it("plays raw_url files we host or any https file, and nothing else", () => {
    expect(videoSource({ video_provider: "raw_url", video_url: "/media/tour.mp4" }, play)).toEqual({
      kind: "file",
      src: "/media/tour.mp4",
    });
    expect(videoSource({ video_provider: "raw_url", video_url: "https://cdn.example.com/a.mp4" }, play)?.kind).toBe("file");
    expect(videoSource({ video_provider: "raw_url", video_url: "javascript:alert(1)" }, play)).toBeUndefined();
    expect(videoSource({ video_provider: "raw_url" }, play)).toBeUndefined();
  });

  it("gives nothing for a provider without an id (SPEC §8)", () => {
    expect(videoSource({ video_provider: "youtube", video_id: " " }, play)).toBeUndefined();
  });
});

describe("playerEvent", () => {
  it("hears YouTube's ended state and Vimeo's ended and ready events", () => {
    expect(playerEvent(JSON.stringify({ event: "onStateChange", info: 0 }))).toBe("ended");
    expect(playerEvent(JSON.stringify({ event: "infoDelivery", info: { playerState: 0 } }))).toBe("ended");
    expect(playerEvent(JSON.stringify({ event: "infoDelivery", info: { playerState: 1 } }))).toBeUndefined();
    expect(playerEvent({ event: "ended" })).toBe("ended");
    expect(playerEvent('{"event":"ready"}')).toBe("ready");
  });

  it("ignores anything else", () => {
    expect(playerEvent("not json")).toBeUndefined();
    expect(playerEvent(null)).toBeUndefined();
    expect(playerEvent(42)).toBeUndefined();
  });

  it.each([
    ["JSON null", "null"],
    ["an array", [{ event: "ended" }]],
    ["an array as text", '[{"event":"ended"}]'],
    ["an event that is not text", { event: ["ended"] }],
    ["a state as text", { event: "onStateChange", info: "0" }],
    ["a state that is huge", JSON.stringify({ event: "onStateChange", info: 1e308 })],
    ["no info", { event: "infoDelivery" }],
    ["info that is null", { event: "infoDelivery", info: null }],
    ["info that is an array", { event: "infoDelivery", info: [0] }],
    ["a player state as text", { event: "infoDelivery", info: { playerState: "0" } }],
    ["no event", { info: 0 }],
  ])("ignores a message with %s", (_, data) => {
    expect(playerEvent(data)).toBeUndefined();
  });
});

describe("consentRequest", () => {
  it("names the cookies an Eko-type and a Vzaar-type player need, and none for the others (SPEC §8)", () => {
    expect(consentRequest("eko")).toBe("accept marketing, preferences, and statistics cookies");
    expect(consentRequest("vzaar")).toBe("accept preferences and statistics cookies");
    expect(consentRequest("youtube")).toBeUndefined();
    expect(consentRequest("raw_url")).toBeUndefined();
  });
});

describe("embedUrl", () => {
  it("is the provider's player without autoplay, and nothing for a file", () => {
    expect(embedUrl({ video_provider: "vimeo", video_id: "42" })).toBe("https://player.vimeo.com/video/42?dnt=1");
    expect(embedUrl({ video_provider: "raw_url", video_url: "/media/a.mp4" })).toBeUndefined();
  });
});
