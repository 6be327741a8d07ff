import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    const html = renderInRouter(<ImageTextBanner value={value} index={1} />);
    expect(html).toContain('alt="A rebuilt home"');
    expect(html).toContain("md:order-2");
    expect(html).toContain("Priority scheduling for fire-affected homes.");
    expect(html).toMatch(/<a[^>]*href="\/request-quote"[^>]*>Start a quote<\/a>/);
  });

  it("drops a call to action whose text is blank (SPEC §5) and needs text", () => {
    const value = ImageTextBannerValue.parse({ image, text: "A statement.", call_to_action: { text: " ", url: "/request-quote" } });
    expect(renderInRouter(<ImageTextBanner value={value} index={1} />)).not.toContain("<a ");
    expect(ImageTextBannerValue.safeParse({ image, text: "" }).success).toBe(false);
  });
});
