// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { QuickLinksItem } from "./QuickLinksItem";
import { QuickLinksItemValue } from "./schema";

describe("quick_links_item", () => {
  it("makes the whole row one link to its call to action", () => {
    const value = QuickLinksItemValue.parse({
      title: "Warranty",
      text: "What is covered, and for how long.",
      call_to_action: { text: "Read", url: "/support/warranty" },
    });
    renderInDom(<QuickLinksItem value={value} index={1} />);
    const [link, ...others] = screen.getAllByRole("link");
    expect(others).toEqual([]);
    expect(link?.getAttribute("href")).toBe("/support/warranty");
    for (const text of ["Warranty", "What is covered, and for how long.", "Read"])
      expect(link && within(link).getByText(text)).toBeTruthy();
  });

  it("is plain text when its call to action has no text (SPEC §5)", () => {
    const value = QuickLinksItemValue.parse({ title: "Warranty", call_to_action: { text: " ", url: "/support/warranty" } });
    renderInDom(<QuickLinksItem value={value} index={1} />);
    expect(screen.getByText("Warranty")).toBeTruthy();
    expect(screen.queryAllByRole("link")).toEqual([]);
  });
});
