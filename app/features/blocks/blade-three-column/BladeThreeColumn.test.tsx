// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, serverMarkup } from "../../../../tests/support/render";
import { BladeThreeColumn } from "./BladeThreeColumn";
import { BladeThreeColumnValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A resort terrace", width: 2560, height: 1440 };
const columns = [
  { header: "Design", text: "Panels sized to the opening." },
  { header: "Build", text: "Made to order.", call_to_action: { text: "Installation", url: "/support/installation" } },
  { header: "Live", text: "Open the wall.", call_to_action: { text: "", url: "/about" } },
];

describe("blade_three_column", () => {
  it("lays its columns over the photograph, each with its own heading", () => {
    renderInDom(<BladeThreeColumn value={BladeThreeColumnValue.parse({ header: "From sketch to sill", image, columns })} index={2} />);
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(["Design", "Build", "Live"]);
    expect(headings[0]?.closest(String.raw`.md\:grid-cols-3`)).not.toBeNull();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/support/installation"]);
  });

  it("plays a hosted video file behind the copy, with a control to pause it", () => {
    const value = BladeThreeColumnValue.parse({ image, columns, video: { video_provider: "raw_url", video_url: "/media/loop.mp4" } });
    // The server's markup: React sets muted as a property in the browser, the attribute only here.
    const page = serverMarkup(<BladeThreeColumn value={value} index={2} />);
    const video = page.querySelector("video");
    expect(video?.getAttribute("src")).toBe("/media/loop.mp4");
    expect([video?.hasAttribute("muted"), video?.hasAttribute("loop"), video?.hasAttribute("autoplay")]).toEqual([true, true, false]);
    expect(screen.getByRole("button", { name: /Play video/ })).toBeTruthy();
  });

  it("opens a provider's video in a dialog instead of playing it behind the copy", () => {
    const value = BladeThreeColumnValue.parse({
      header: "The workshop",
      image,
      columns,
      video: { video_provider: "youtube", video_id: "abc123" },
    });
    const { container } = renderInDom(<BladeThreeColumn value={value} index={2} />);
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByRole("button", { name: /Watch: The workshop/ }).getAttribute("aria-haspopup")).toBe("dialog");
  });

  it("needs one to three columns with headers", () => {
    expect(BladeThreeColumnValue.safeParse({ image, columns: [] }).success).toBe(false);
    expect(BladeThreeColumnValue.safeParse({ image, columns: [...columns, columns[0]] }).success).toBe(false);
    expect(BladeThreeColumnValue.safeParse({ image, columns: [{ header: "", text: "x" }] }).success).toBe(false);
  });
});
