// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { serverMarkup } from "../../../../tests/support/render";
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
    const page = serverMarkup(<CinemaPane value={value} index={0} />, { router: false });
    expect(screen.getByRole("heading", { level: 2, name: "The V2 door" })).toBeTruthy();
    expect(screen.getByText("Slim panels.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "A folding wall at dusk" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Play video: The V2 door" })).toBeTruthy();
    expect(page.querySelector("iframe")).toBeNull();
  });

  it("needs a video, and renders no player for a provider without its id", () => {
    expect(CinemaPaneValue.safeParse({ header: "No video" }).success).toBe(false);
    const value = CinemaPaneValue.parse({ header: "Broken", video: { video_provider: "vimeo" } });
    const page = serverMarkup(<CinemaPane value={value} index={0} />, { router: false });
    expect(screen.getByRole("heading", { level: 2, name: "Broken" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
    expect(screen.queryByText(/Play video/)).toBeNull();
    expect(page.querySelector("iframe")).toBeNull();
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
    serverMarkup(<CinemaPaneTwo value={value} index={0} />, { router: false });
    const panes = screen.getAllByRole("listitem");
    expect(panes).toHaveLength(2);
    expect(screen.getByRole("list").classList.contains("md:grid-cols-2")).toBe(true);
    expect(panes.map((pane) => within(pane).getByRole("heading", { level: 3 }).textContent)).toEqual(["Explorer", "Tour"]);
    expect(within(panes[0] as HTMLElement).getByRole("button", { name: "Play video: Explorer" })).toBeTruthy();
    expect(within(panes[1] as HTMLElement).getByRole("button", { name: "Play video: Tour" })).toBeTruthy();
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
    serverMarkup(<FullBleedVideo value={value} index={0} />, { router: false });
    const region = screen.getByRole("region", { name: "Craftsmanship" });
    expect(within(region).getByRole("button", { name: "Play video: Craftsmanship" })).toBeTruthy();
  });

  it("needs a title", () => {
    expect(FullBleedVideoValue.safeParse({ title: " ", video: youtube }).success).toBe(false);
  });
});
