// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../../tests/support/render";
import { BlogDetail } from "./BlogDetail";
import { BlogDetailValue } from "./schema";

const image = { image_url: "/media/blog/x.jpg", alt_text: "A folding wall open to a garden", width: 1600, height: 1000 };

describe("blog_detail", () => {
  it("needs a publication date and an image", () => {
    expect(BlogDetailValue.safeParse({ blog_image: image }).success).toBe(false);
    expect(BlogDetailValue.safeParse({ publication_date: "yesterday", blog_image: image }).success).toBe(false);
    expect(BlogDetailValue.safeParse({ publication_date: "2025-02-03" }).success).toBe(false);
  });

  it("shows the hero image with its alt text and the date as month name, day, year", () => {
    renderInDom(<BlogDetail value={BlogDetailValue.parse({ publication_date: "2025-02-03", blog_image: image })} index={0} />);
    expect(screen.getByRole("img", { name: "A folding wall open to a garden" })).toBeTruthy();
    const date = screen.getByText("February 3, 2025");
    expect([date.tagName, date.getAttribute("datetime")]).toEqual(["TIME", "2025-02-03"]);
  });
});
