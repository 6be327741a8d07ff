// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { Copy } from "./Copy";
import { CopyValue } from "./schema";

describe("copy", () => {
  it("renders copy_text as HTML under its kicker and header", () => {
    const value = CopyValue.parse({
      kicker: "Care",
      header: "Simple upkeep",
      copy_text: "<p>Rinse &amp; dry.</p><ul><li>Tracks</li></ul>",
    });
    renderInDom(<Copy value={value} index={1} />);
    const paragraph = screen.getByText("Rinse & dry.");
    expect(paragraph.tagName).toBe("P");
    expect(paragraph.nextElementSibling?.tagName).toBe("UL");
    expect(screen.getByRole("listitem").textContent).toBe("Tracks");
    const heading = screen.getByRole("heading", { level: 2, name: "Simple upkeep" });
    expect(screen.getByText("Care").compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("needs copy text (SPEC §5: rich text needs a value)", () => {
    expect(CopyValue.safeParse({ header: "Empty", copy_text: "  " }).success).toBe(false);
  });
});
