import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { ColumnedMedia } from "./ColumnedMedia";
import { ColumnedMediaValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "An open corner", width: 1600, height: 900 };

describe("card video", () => {
  it("shows the card's picture with a play button until clicked, playing nothing yet", () => {
    const value = ColumnedMediaValue.parse({
      cards: [{ kind: "card", header: "Why LaCantina", image, video: { video_provider: "raw_url", video_url: "/media/tour.mp4" } }],
    });
    const html = renderInRouter(<ColumnedMedia value={value} index={0} />);
    expect(html).toContain('alt="An open corner"');
    expect(html).toContain('aria-label="Play video: Why LaCantina"');
    expect(html).not.toContain("<video");
  });

  it("is a plain picture card without a video", () => {
    const value = ColumnedMediaValue.parse({ cards: [{ kind: "card", header: "Careers", image }] });
    expect(renderInRouter(<ColumnedMedia value={value} index={0} />)).not.toContain("Play video");
  });
});
