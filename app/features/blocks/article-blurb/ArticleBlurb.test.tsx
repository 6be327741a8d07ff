import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { ArticleBlurb } from "./ArticleBlurb";
import { ArticleBlurbValue } from "./schema";

describe("article_blurb", () => {
  it("needs a header", () => {
    expect(ArticleBlurbValue.safeParse({ text: ["Lines without a heading"] }).success).toBe(false);
  });

  it("links its call to action only when the text is non-empty after trimming (SPEC §5)", () => {
    const withLink = ArticleBlurbValue.parse({ header: "Care guide", call_to_action: { text: "Read the guide", url: "/support/faqs" } });
    expect(renderInRouter(<ArticleBlurb value={withLink} index={1} />)).toMatch(/<a[^>]*href="\/support\/faqs"[^>]*>Read the guide<\/a>/);
    const blank = ArticleBlurbValue.parse({ header: "Care guide", call_to_action: { text: "   ", url: "/support/faqs" } });
    expect(blank.call_to_action).toBeUndefined();
    expect(renderInRouter(<ArticleBlurb value={blank} index={1} />)).not.toContain("<a ");
  });

  it("shows its image with its intrinsic size", () => {
    const value = ArticleBlurbValue.parse({
      header: "Care guide",
      text: ["Rinse the frames with fresh water."],
      image: { image_url: "/media/a.jpg", alt_text: "A rinsed frame", width: 800, height: 600 },
    });
    const html = renderInRouter(<ArticleBlurb value={value} index={1} />);
    expect(html).toMatch(/<img[^>]*alt="A rinsed frame"[^>]*width="800"[^>]*height="600"/);
    expect(html).toContain("Rinse the frames with fresh water.");
  });
});
