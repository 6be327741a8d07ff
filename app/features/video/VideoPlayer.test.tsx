import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoPlayer } from "./VideoPlayer";

const poster = { image_url: "/media/home/hero.jpg", alt_text: "A folding wall open to the sea", width: 1600, height: 900 };

describe("VideoPlayer", () => {
  it("shows the poster and a labelled play button until clicked", () => {
    const html = renderToString(
      <VideoPlayer video={{ video_provider: "youtube", video_id: "abc" }} poster={poster} title="Folding door tour" />,
    );
    expect(html).toContain('aria-label="Play video: Folding door tour"');
    expect(html).toContain('alt="A folding wall open to the sea"');
    expect(html).not.toContain("<iframe");
  });

  it("starts the provider's player at once with autoPlay, titled", () => {
    const html = renderToString(<VideoPlayer video={{ video_provider: "vimeo", video_id: "42" }} title="Sliding door tour" autoPlay />);
    expect(html).toMatch(/<iframe[^>]*src="https:\/\/player.vimeo.com\/video\/42\?autoplay=1&amp;dnt=1"[^>]*title="Sliding door tour"/);
  });

  it("plays a raw_url file in a native video with controls", () => {
    const html = renderToString(
      <VideoPlayer video={{ video_provider: "raw_url", video_url: "/media/tour.mp4" }} title="Tour" autoPlay muted />,
    );
    expect(html).toMatch(/<video[^>]*src="\/media\/tour.mp4"[^>]*controls=""/);
  });

  it("asks for marketing, preferences and statistics cookies before an Eko player (SPEC §8)", () => {
    const html = renderToString(
      <VideoPlayer video={{ video_provider: "eko", video_id: "tour" }} poster={poster} title="Tour" />,
    ).replaceAll("<!-- -->", "");
    expect(html).toMatch(/Please <button[^>]*>accept marketing, preferences, and statistics cookies<\/button> to enable the video player/);
    expect(html).not.toContain("Play video");
  });

  it("asks for preferences and statistics cookies before a Vzaar player, even when told to start at once", () => {
    const html = renderToString(<VideoPlayer video={{ video_provider: "vzaar", video_id: "123" }} title="Tour" autoPlay />);
    expect(html).toContain("accept preferences and statistics cookies");
    expect(html).not.toContain("<iframe");
  });

  it("adds the captions of a raw_url file", () => {
    const html = renderToString(
      <VideoPlayer
        video={{ video_provider: "raw_url", video_url: "/media/tour.mp4" }}
        title="Tour"
        autoPlay
        captions={[{ src: "/media/tour.vtt", srcLang: "en", label: "English" }]}
      />,
    );
    expect(html).toMatch(/<track kind="captions" src="\/media\/tour.vtt" srcLang="en" label="English" default=""\/>/);
  });

  it("renders nothing when the provider lacks its id", () => {
    expect(renderToString(<VideoPlayer video={{ video_provider: "eko" }} poster={poster} title="Tour" />)).toBe("");
  });
});
