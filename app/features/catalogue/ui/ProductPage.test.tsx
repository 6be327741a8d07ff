import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import { catalogueKeys } from "../catalogue.server";
import { productPageData } from "../product-page.server";
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
    const html = renderInRouter(<ProductPage {...data} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(`fetchPriority="high"`);
    const line = key.split("/")[0];
    if (line === "windows") expect(html).not.toContain(`href="/products/windows"`);
    else expect(html).toContain(`href="/products/${line}"`);
    expect(html).toMatch(/aria-current="page"[^>]*>[^<]*<\/span>/);
    for (const section of data.product.sections) {
      const anchor = sectionAnchor(section);
      expect(html).toContain(`id="${anchor}"`);
      expect(html).toContain(`href="#${anchor}"`);
      expect(html).toContain(`<option value="${anchor}">`);
    }
    for (const related of data.related) expect(html).toContain(`href="/products/${related.key}"`);
  });

  it("links every material of the line under 'about this product'", () => {
    const html = renderInRouter(<ProductPage {...productPageData("sliding-doors/aluminum-wood")!} />);
    for (const material of ["aluminum", "aluminum-thermally-controlled", "aluminum-wood", "contemporary-clad"]) {
      expect(html).toContain(`href="/products/sliding-doors/${material}"`);
    }
    expect(html).toContain("About Sliding Doors");
  });

  it("shows a section's swatch groups as tabs and leaves hidden groups out", () => {
    const html = renderInRouter(<ProductPage {...productPageData("swing-doors/v2")!} />);
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(html).not.toContain("Aluminum with Wood");
    expect(html).not.toContain("Wood options coming soon.");
  });

  it("offers doc-search links to the technical documents with the product's filters", () => {
    const html = renderInRouter(<ProductPage {...productPageData("screens/pleated")!} />);
    expect(html).toContain('href="/support/technical-documents?Product_Type=Screens&amp;Screen_Type=Pleated"');
  });
});

describe("swatches", () => {
  it("collapse after 6 on narrow screens, with View More", () => {
    const html = renderInRouter(<SwatchGrid block={swatches(8)} />);
    expect(html.match(/data-collapsed="false"/g)).toHaveLength(6);
    expect(html.match(/data-collapsed="true"/g)).toHaveLength(2);
    expect(html).toContain("View More");
  });

  it("show no View More for 6 or fewer", () => {
    const html = renderInRouter(<SwatchGrid block={swatches(6)} />);
    expect(html).not.toContain('data-collapsed="true"');
    expect(html).not.toContain("View More");
  });
});

describe("content blocks", () => {
  it("show an unknown content type as its raw data", () => {
    const unknown = { type: "carousel_3d", frames: [1, 2] } as unknown as ContentBlock;
    const html = renderInRouter(<ContentBlockView block={unknown} />);
    expect(html).toContain("<pre");
    expect(html).toContain("&quot;type&quot;: &quot;carousel_3d&quot;");
  });

  it("render nothing for the deprecated file block", () => {
    const html = renderInRouter(
      <ContentBlockView block={{ type: "file", file_label: "Brochure", file_url: "/files/a.pdf", file_type: "pdf" }} />,
    );
    expect(html).toBe("");
  });

  it("render a table with its first row as the header", () => {
    const html = renderInRouter(
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
    expect(html).toMatch(/<thead>.*Rating.*<\/thead>/);
    expect(html).toMatch(/<tbody>.*<th scope="row"[^>]*>Design pressure<\/th>.*DP 50.*<\/tbody>/);
  });
});
