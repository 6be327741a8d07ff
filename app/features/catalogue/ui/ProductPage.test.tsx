// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, renderInRouter, serverMarkup } from "../../../../tests/support/render";
import { catalogueKeys } from "../catalogue.server";
import { productPageData } from "../routes.server";
import type { ContentBlock, SwatchesBlock } from "../types";
import { ContentBlockView } from "./ContentBlockView";
import { ProductPage } from "./ProductPage";
import { sectionAnchor } from "./section-anchor";
import { SwatchGrid } from "./SwatchGrid";

const swatches = (count: number): SwatchesBlock => ({
  type: "swatches",
  key: "optional-colors",
  label: "Optional Colors",
  swatches: Array.from({ length: count }, (_, index) => ({
    swatch_url: `/media/swatches/colors/c${index}.jpg`,
    alt_text: `Colour ${index}`,
    swatch_label: `Colour ${index}`,
  })),
});

describe("the product page", () => {
  it.each(catalogueKeys)("%s renders its splash, breadcrumb, jump links and every section", (key) => {
    const data = productPageData(key)!;
    // The server's markup: the splash photo's fetchpriority only matters there.
    const page = serverMarkup(<ProductPage {...data} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(page.querySelector('img[fetchpriority="high"]')).not.toBeNull();
    const hrefs = screen.getAllByRole("link", { hidden: true }).map((link) => link.getAttribute("href"));
    const line = key.split("/")[0];
    if (line === "windows") expect(hrefs).not.toContain("/products/windows");
    else expect(hrefs).toContain(`/products/${line}`);
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(breadcrumb.querySelector('[aria-current="page"]')?.tagName).toBe("SPAN");
    const options = screen.getAllByRole<HTMLOptionElement>("option", { hidden: true }).map((option) => option.value);
    for (const section of data.product.sections) {
      const anchor = sectionAnchor(section);
      expect(document.getElementById(anchor)).not.toBeNull();
      expect(hrefs).toContain(`#${anchor}`);
      expect(options).toContain(anchor);
    }
    for (const related of data.related) expect(hrefs).toContain(`/products/${related.key}`);
  });

  it("links every material of the line under 'about this product'", () => {
    renderInDom(<ProductPage {...productPageData("sliding-doors/aluminum-wood")!} />);
    const hrefs = screen.getAllByRole("link", { hidden: true }).map((link) => link.getAttribute("href"));
    for (const material of ["aluminum", "aluminum-thermally-controlled", "aluminum-wood", "contemporary-clad"]) {
      expect(hrefs).toContain(`/products/sliding-doors/${material}`);
    }
    expect(screen.getByText(/About Sliding Doors/)).toBeTruthy();
  });

  it("shows a section's swatch groups as tabs and leaves hidden groups out", () => {
    renderInDom(<ProductPage {...productPageData("swing-doors/v2")!} />);
    expect(screen.getAllByRole("tab", { hidden: true })).toHaveLength(2);
    expect(screen.queryByText(/Aluminum with Wood/)).toBeNull();
    expect(screen.queryByText(/Wood options coming soon\./)).toBeNull();
  });

  it("offers doc-search links to the technical documents with the product's filters", () => {
    renderInDom(<ProductPage {...productPageData("screens/pleated")!} />);
    const hrefs = screen.getAllByRole("link", { hidden: true }).map((link) => link.getAttribute("href"));
    expect(hrefs).toContain("/support/technical-documents?Product_Type=Screens&Screen_Type=Pleated");
  });
});

describe("swatches", () => {
  it("collapse after 6 on narrow screens, with View More", () => {
    const { container } = renderInDom(<SwatchGrid block={swatches(8)} />);
    expect(container.querySelectorAll("li:not([data-collapsible])")).toHaveLength(6);
    expect(container.querySelectorAll("li[data-collapsible]")).toHaveLength(2);
    expect(screen.getByText("View More").closest("summary")).toBeTruthy();
  });

  it("show no View More for 6 or fewer", () => {
    const { container } = renderInDom(<SwatchGrid block={swatches(6)} />);
    expect(container.querySelectorAll("li:not([data-collapsible])")).toHaveLength(6);
    expect(container.querySelector("li[data-collapsible]")).toBeNull();
    expect(screen.queryByText("View More")).toBeNull();
  });
});

describe("content blocks", () => {
  it("show an unknown content type as its raw data", () => {
    const unknown = { type: "carousel_3d", frames: [1, 2] } as unknown as ContentBlock;
    const { container } = renderInDom(<ContentBlockView block={unknown} />);
    expect(container.querySelector("pre")?.textContent).toContain('"type": "carousel_3d"');
  });

  it("render nothing for the deprecated file block", () => {
    const html = renderInRouter(
      <ContentBlockView block={{ type: "file", file_label: "Brochure", file_url: "/files/a.pdf", file_type: "pdf" }} />,
    );
    expect(html).toBe("");
  });

  it("render a table with its first row as the header", () => {
    renderInDom(
      <ContentBlockView
        block={{
          type: "table",
          rows: [
            ["Rating", "Result"],
            ["Design pressure", "DP 50"],
          ],
        }}
      />,
    );
    const [head, body] = screen.getAllByRole("rowgroup");
    expect(head?.tagName).toBe("THEAD");
    expect(
      within(head!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Rating", "Result"]);
    expect(body?.tagName).toBe("TBODY");
    expect(within(body!).getByRole("rowheader", { name: "Design pressure" }).getAttribute("scope")).toBe("row");
    expect(within(body!).getByRole("cell", { name: "DP 50" })).toBeTruthy();
  });
});
