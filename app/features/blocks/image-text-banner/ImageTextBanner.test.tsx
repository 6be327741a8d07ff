// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { ImageTextBanner } from "./ImageTextBanner";
import { ImageTextBannerValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A rebuilt home", width: 1600, height: 1200 };

describe("image_text_banner", () => {
  it("shows image, kicker, text and call to action, with the image on the chosen side", () => {
    const value = ImageTextBannerValue.parse({
      align_image: "right",
      image,
      kicker: "LA Rebuild",
      text: "Priority scheduling for fire-affected homes.",
      call_to_action: { text: "Start a quote", url: "/request-quote" },
    });
    const { container } = renderInDom(<ImageTextBanner value={value} index={1} />);
    expect(container.querySelector(String.raw`.md\:order-2`)?.contains(screen.getByRole("img", { name: "A rebuilt home" }))).toBe(true);
    expect(screen.getByText("Priority scheduling for fire-affected homes.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start a quote" }).getAttribute("href")).toBe("/request-quote");
  });

  it("drops a call to action whose text is blank (SPEC §5) and needs text", () => {
    const value = ImageTextBannerValue.parse({ image, text: "A statement.", call_to_action: { text: " ", url: "/request-quote" } });
    renderInDom(<ImageTextBanner value={value} index={1} />);
    expect(screen.getByText("A statement.")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(ImageTextBannerValue.safeParse({ image, text: "" }).success).toBe(false);
  });
});
