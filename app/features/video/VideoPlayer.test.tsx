// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { serverMarkup } from "../../../tests/support/render";
import { describe, expect, it } from "vitest";
import { VideoPlayer } from "./VideoPlayer";

const poster = { image_url: "/media/home/hero.jpg", alt_text: "A folding wall open to the sea", width: 1600, height: 900 };

describe("VideoPlayer", () => {
  it("shows the poster and a labelled play button until clicked", () => {
    const page = serverMarkup(
      <VideoPlayer video={{ video_provider: "youtube", video_id: "abc" }} poster={poster} title="Folding door tour" />,
      { router: false },
    );
    expect(screen.getByRole("button", { name: "Play video: Folding door tour" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "A folding wall open to the sea" })).toBeTruthy();
    expect(page.querySelector("iframe")).toBeNull();
  });

  it("starts the provider's player at once with autoPlay, titled", () => {
    serverMarkup(<VideoPlayer video={{ video_provider: "vimeo", video_id: "42" }} title="Sliding door tour" autoPlay />, { router: false });
    expect(screen.getByTitle("Sliding door tour").getAttribute("src")).toBe("https://player.vimeo.com/video/42?autoplay=1&dnt=1");
  });

  it("plays a raw_url file in a native video with controls", () => {
    const page = serverMarkup(
      <VideoPlayer video={{ video_provider: "raw_url", video_url: "/media/tour.mp4" }} title="Tour" autoPlay muted />,
      { router: false },
    );
    const video = page.querySelector("video");
    expect([video?.getAttribute("src"), video?.hasAttribute("controls")]).toEqual(["/media/tour.mp4", true]);
  });

  it("asks for marketing, preferences and statistics cookies before an Eko player (SPEC §8)", () => {
    serverMarkup(<VideoPlayer video={{ video_provider: "eko", video_id: "tour" }} poster={poster} title="Tour" />, { router: false });
    const accept = screen.getByRole("button", { name: "accept marketing, preferences, and statistics cookies" });
    expect(accept.parentElement?.textContent).toMatch(
      /^Please accept marketing, preferences, and statistics cookies to enable the video player/,
    );
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
  });

  it("asks for preferences and statistics cookies before a Vzaar player, even when told to start at once", () => {
    const page = serverMarkup(<VideoPlayer video={{ video_provider: "vzaar", video_id: "123" }} title="Tour" autoPlay />, {
      router: false,
    });
    expect(screen.getByRole("button", { name: "accept preferences and statistics cookies" })).toBeTruthy();
    expect(page.querySelector("iframe")).toBeNull();
  });

  it("adds the captions of a raw_url file", () => {
    const page = serverMarkup(
      <VideoPlayer
        video={{ video_provider: "raw_url", video_url: "/media/tour.mp4" }}
        title="Tour"
        autoPlay
        captions={[{ src: "/media/tour.vtt", srcLang: "en", label: "English" }]}
      />,
      { router: false },
    );
    const track = page.querySelector("video > track");
    expect(["kind", "src", "srclang", "label", "default"].map((name) => track?.getAttribute(name))).toEqual([
      "captions",
      "/media/tour.vtt",
      "en",
      "English",
      "",
    ]);
  });

  it("renders nothing when the provider lacks its id", () => {
    expect(serverMarkup(<VideoPlayer video={{ video_provider: "eko" }} poster={poster} title="Tour" />, { router: false }).innerHTML).toBe(
      "",
    );
  });
});
