// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { ColumnedMedia } from "./ColumnedMedia";
import { ColumnedMediaValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "An open corner", width: 1600, height: 900 };

describe("card video", () => {
  it("shows the card's picture with a play button until clicked, playing nothing yet", () => {
    const value = ColumnedMediaValue.parse({
      cards: [{ kind: "card", header: "Why LaCantina", image, video: { video_provider: "raw_url", video_url: "/media/tour.mp4" } }],
    });
    const { container } = renderInDom(<ColumnedMedia value={value} index={0} />);
    expect(screen.getByRole("img", { name: "An open corner" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Play video: Why LaCantina" })).toBeTruthy();
    expect(container.querySelector("video")).toBeNull();
  });

  it("is a plain picture card without a video", () => {
    const value = ColumnedMediaValue.parse({ cards: [{ kind: "card", header: "Careers", image }] });
    renderInDom(<ColumnedMedia value={value} index={0} />);
    expect(screen.getByRole("img", { name: "An open corner" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
  });
});
