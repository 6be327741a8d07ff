import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CinemaPaneTwo } from "../cinema-pane-two/CinemaPaneTwo";
import { CinemaPaneTwoValue } from "../cinema-pane-two/schema";
import { FullBleedVideo } from "../full-bleed-video/FullBleedVideo";
import { FullBleedVideoValue } from "../full-bleed-video/schema";
import { CinemaPane } from "./CinemaPane";
import { CinemaPaneValue } from "./schema";

const image = { image_url: "/media/gallery/videos/a.jpg", alt_text: "A folding wall at dusk", width: 1280, height: 720 };
const youtube = { video_provider: "youtube", video_id: "abc" };

describe("cinema_pane", () => {
  it("shows the heading, copy and the poster with a play button, and no player before the click", () => {
    const value = CinemaPaneValue.parse({ kicker: "Watch", header: "The V2 door", text: "Slim panels.", video: youtube, image });
    const html = renderToString(<CinemaPane value={value} index={0} />);
    expect(html).toContain("The V2 door");
    expect(html).toContain("Slim panels.");
    expect(html).toContain('alt="A folding wall at dusk"');
    expect(html).toContain('aria-label="Play video: The V2 door"');
    expect(html).not.toContain("<iframe");
  });

  it("needs a video, and renders no player for a provider without its id", () => {
    expect(CinemaPaneValue.safeParse({ header: "No video" }).success).toBe(false);
    const value = CinemaPaneValue.parse({ header: "Broken", video: { video_provider: "vimeo" } });
    expect(renderToString(<CinemaPane value={value} index={0} />)).not.toContain("Play video");
  });
});

describe("cinema_pane_two", () => {
  it("puts two players side by side, each with its heading", () => {
    const value = CinemaPaneTwoValue.parse({
      header: "Configure it yourself",
      panes: [
        { header: "Explorer", video: youtube, image },
        { header: "Tour", video: { video_provider: "vimeo", video_id: "42" }, image },
      ],
    });
    const html = renderToString(<CinemaPaneTwo value={value} index={0} />);
    expect(html).toContain("md:grid-cols-2");
    expect(html).toContain('aria-label="Play video: Explorer"');
    expect(html).toContain('aria-label="Play video: Tour"');
  });

  it("takes one or two panes, never none or three", () => {
    const pane = { header: "A", video: youtube };
    expect(CinemaPaneTwoValue.safeParse({ panes: [] }).success).toBe(false);
    expect(CinemaPaneTwoValue.safeParse({ panes: [pane, pane, pane] }).success).toBe(false);
    expect(CinemaPaneTwoValue.safeParse({ panes: [pane] }).success).toBe(true);
  });
});

describe("full_bleed_video", () => {
  it("is a window-wide player named by its title", () => {
    const value = FullBleedVideoValue.parse({ title: "Craftsmanship", video: youtube, image });
    const html = renderToString(<FullBleedVideo value={value} index={0} />);
    expect(html).toContain('aria-label="Craftsmanship"');
    expect(html).toContain('aria-label="Play video: Craftsmanship"');
  });

  it("needs a title", () => {
    expect(FullBleedVideoValue.safeParse({ title: " ", video: youtube }).success).toBe(false);
  });
});
