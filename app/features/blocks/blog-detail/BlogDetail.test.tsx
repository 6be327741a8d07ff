import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    const html = renderInRouter(
      <BlogDetail value={BlogDetailValue.parse({ publication_date: "2025-02-03", blog_image: image })} index={0} />,
    );
    expect(html).toContain('alt="A folding wall open to a garden"');
    expect(html).toContain('<time dateTime="2025-02-03">February 3, 2025</time>');
  });
});
