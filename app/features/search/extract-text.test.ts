import { describe, expect, it } from "vitest";
import { htmlToText, visibleText } from "./extract-text";

describe("visibleText", () => {
  it("keeps the words of every text field, in order, without HTML", () => {
    const blocks = [
      { kicker: "Learn", title: "Open walls", copy_text: "<p>Glass &amp; light</p><ul><li>Folding</li></ul>" },
      { slides: [{ slide_label: "Wide", slide_desc: "Up to 65 feet" }], copy: ["First paragraph", "Second paragraph"] },
      { call_to_action: { text: "Read more", url: "/learn" } },
    ];
    expect(visibleText(blocks)).toBe(
      "Learn Open walls Glass & light Folding Wide Up to 65 feet First paragraph Second paragraph Read more",
    );
  });

  it("leaves out addresses, ids, dates, alt texts and layout settings", () => {
    const block = {
      image: { image_url: "/media/x.jpg", alt_text: "A photo", width: 10 },
      align_copy_horizontal: "left",
      text_theme: "dark",
      split_ratio: "60_40",
      publication_date: "2025-01-01",
      video_id: "abc123",
      link: "https://example.com/page",
      text: "Visible words",
    };
    expect(visibleText(block)).toBe("Visible words");
  });
});

describe("htmlToText", () => {
  it("decodes entities and drops control characters", () => {
    expect(htmlToText("5 &lt; 6 &#38; 7 &#x3E; 2\u0001<br/>end\uE000")).toBe("5 < 6 & 7 > 2 end");
  });
});
