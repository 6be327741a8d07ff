// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { ArticleBlurb } from "./ArticleBlurb";
import { ArticleBlurbValue } from "./schema";

describe("article_blurb", () => {
  it("needs a header", () => {
    expect(ArticleBlurbValue.safeParse({ text: ["Lines without a heading"] }).success).toBe(false);
  });

  it("links its call to action only when the text is non-empty after trimming (SPEC §5)", () => {
    const withLink = ArticleBlurbValue.parse({ header: "Care guide", call_to_action: { text: "Read the guide", url: "/support/faqs" } });
    const withLinkView = renderInDom(<ArticleBlurb value={withLink} index={1} />);
    expect(withLinkView.getByRole("link", { name: "Read the guide" }).getAttribute("href")).toBe("/support/faqs");
    withLinkView.unmount();
    const blank = ArticleBlurbValue.parse({ header: "Care guide", call_to_action: { text: "   ", url: "/support/faqs" } });
    expect(blank.call_to_action).toBeUndefined();
    renderInDom(<ArticleBlurb value={blank} index={1} />);
    expect(screen.getByRole("heading", { name: "Care guide" })).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });

  it("shows its image with its intrinsic size", () => {
    const value = ArticleBlurbValue.parse({
      header: "Care guide",
      text: ["Rinse the frames with fresh water."],
      image: { image_url: "/media/a.jpg", alt_text: "A rinsed frame", width: 800, height: 600 },
    });
    renderInDom(<ArticleBlurb value={value} index={1} />);
    const img = screen.getByRole("img", { name: "A rinsed frame" });
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["800", "600"]);
    expect(screen.getByText("Rinse the frames with fresh water.")).toBeTruthy();
  });
});
