import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    const html = renderInRouter(
      <BladeThreeColumn value={BladeThreeColumnValue.parse({ header: "From sketch to sill", image, columns })} index={2} />,
    );
    expect(html.match(/<h3/g)).toHaveLength(3);
    expect(html).toContain("md:grid-cols-3");
    expect(html).toContain('href="/support/installation"');
    expect(html).not.toContain('href="/about"');
  });

  it("plays a hosted video file behind the copy, with a control to pause it", () => {
    const value = BladeThreeColumnValue.parse({ image, columns, video: { video_provider: "raw_url", video_url: "/media/loop.mp4" } });
    const html = renderInRouter(<BladeThreeColumn value={value} index={2} />);
    expect(html).toMatch(/<video[^>]*src="\/media\/loop.mp4"[^>]*muted=""[^>]*loop=""/);
    expect(html).not.toContain("autoPlay");
    expect(html).toContain("Play video");
  });

  it("opens a provider's video in a dialog instead of playing it behind the copy", () => {
    const value = BladeThreeColumnValue.parse({
      header: "The workshop",
      image,
      columns,
      video: { video_provider: "youtube", video_id: "abc123" },
    });
    const html = renderInRouter(<BladeThreeColumn value={value} index={2} />);
    expect(html).not.toContain("<video");
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain("Watch: The workshop");
  });

  it("needs one to three columns with headers", () => {
    expect(BladeThreeColumnValue.safeParse({ image, columns: [] }).success).toBe(false);
    expect(BladeThreeColumnValue.safeParse({ image, columns: [...columns, columns[0]] }).success).toBe(false);
    expect(BladeThreeColumnValue.safeParse({ image, columns: [{ header: "", text: "x" }] }).success).toBe(false);
  });
});
