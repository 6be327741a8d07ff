// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../tests/support/render";
import { SmartLink } from "./SmartLink";

/** Renders one SmartLink on a page served from http://localhost:3000, as the root loader describes it. */
function render(href: string, title?: string): HTMLElement {
  renderInDom(
    <SmartLink href={href} title={title}>
      Link text
    </SmartLink>,
  );
  return screen.getByText("Link text");
}

const link = (href: string, title?: string) => {
  render(href, title);
  return screen.getByRole("link", { name: "Link text" });
};

describe("SmartLink", () => {
  it("renders an internal route for a link to the site's own origin, in the same tab", () => {
    const anchor = link("https://www.lacantinadoors.com/support/warranty");
    expect(anchor.getAttribute("href")).toBe("/support/warranty");
    expect(anchor.hasAttribute("target")).toBe(false);
  });

  it("opens other http(s) links in a new tab with rel noopener", () => {
    const anchor = link("https://www.youtube.com/user/LaCantinaDoors");
    expect(anchor.getAttribute("href")).toBe("https://www.youtube.com/user/LaCantinaDoors");
    expect(anchor.getAttribute("target")).toBe("_blank");
    expect(anchor.getAttribute("rel")?.split(" ")).toContain("noopener");
  });

  it("opens a .pdf link in the PDF viewer, in a new tab", () => {
    const anchor = link("https://storage.example.com/docs/guide.pdf", "Installation Guide");
    expect(anchor.getAttribute("href")).toBe(
      "/pdfViewer?pdf=https%3A%2F%2Fstorage.example.com%2Fdocs%2Fguide.pdf&title=Installation+Guide",
    );
    expect(anchor.getAttribute("target")).toBe("_blank");
    expect(anchor.getAttribute("rel")?.split(" ")).toContain("noopener");
    // Marked as a file, which the analytics feature reports as a file_download when clicked.
    expect(anchor.dataset).toMatchObject({ fileDownload: "https://storage.example.com/docs/guide.pdf", fileTitle: "Installation Guide" });
  });

  it("keeps mailto: and tel: links in the same tab", () => {
    const anchor = link("tel:+18882210141");
    expect(anchor.getAttribute("href")).toBe("tel:+18882210141");
    expect(anchor.hasAttribute("target")).toBe(false);
  });

  it("renders a javascript: URL as text, never as a link", () => {
    const text = render("javascript:alert(document.cookie)");
    expect(text.tagName).toBe("SPAN");
    expect(screen.queryByRole("link")).toBeNull();
    expect(document.body.innerHTML).not.toContain("javascript:");
  });
});
