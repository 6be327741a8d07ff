// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { ImagePlusBlade } from "./ImagePlusBlade";
import { ImagePlusBladeValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "A courtyard", width: 2560, height: 1200, image_caption: "A courtyard in Encinitas" };

describe("image_plus_blade", () => {
  it("shows the full-width photograph with its caption, then the heading and copy", () => {
    const value = ImagePlusBladeValue.parse({ image, header: "Daylight", text: ["Glass brings light deep into a plan."] });
    renderInDom(<ImagePlusBlade value={value} index={1} />);
    const figure = screen.getByRole("figure");
    expect(screen.getByText("A courtyard in Encinitas").tagName).toBe("FIGCAPTION");
    expect(screen.getByRole("img", { name: "A courtyard" }).getAttribute("sizes")).toBe("100vw");
    const heading = screen.getByRole("heading", { name: "Daylight" });
    expect(figure.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("needs copy to stand beside its heading", () => {
    expect(ImagePlusBladeValue.safeParse({ image, header: "Daylight", text: [] }).success).toBe(false);
  });
});
