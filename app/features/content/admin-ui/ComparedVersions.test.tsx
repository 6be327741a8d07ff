// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { VersionComparison } from "../version-diff";
import { ComparedVersions } from "./ComparedVersions";

const comparison = (changes: VersionComparison["changes"]): VersionComparison => ({
  refs: { from: "2", to: "draft" },
  from: "revision 2",
  to: "the draft",
  changes,
});

describe("two versions compared", () => {
  it("lists every block by its name and what became of it, with the words that changed marked for eyes and screen readers", () => {
    render(
      <ComparedVersions
        comparison={comparison({
          details: [{ label: "Title", runs: [{ text: "Folding " }, { text: "glass ", change: "added" }, { text: "doors" }] }],
          blocks: [
            { name: "Large hero", from: 2, to: 1, moved: true, fields: [] },
            {
              name: "Copy",
              from: 1,
              to: 2,
              moved: false,
              fields: [{ label: "Text", runs: [{ text: "Open " }, { text: "up", change: "removed" }, { text: "wide", change: "added" }] }],
            },
            { name: "Questions and answers", from: 3, to: 3, moved: false, fields: [] },
            {
              name: "Anchor",
              from: null,
              to: 4,
              moved: false,
              fields: [{ label: "Anchor name", runs: [{ text: "top", change: "added" }] }],
            },
            { name: "Spacer", from: 4, to: null, moved: false, fields: [] },
          ],
        })}
      />,
    );
    const region = screen.getByRole("region", { name: "From revision 2 to the draft" });
    const blocks = within(within(region).getByRole("list", { name: "Blocks" })).getAllByRole("listitem");
    expect(blocks.map((block) => within(block).getByRole("heading").textContent)).toEqual([
      "Large heroMoved from block 2 to block 1",
      "CopyBlock 2, changed",
      "Questions and answersBlock 3, unchanged",
      "AnchorAdded as block 4",
      "SpacerRemoved, was block 4",
    ]);
    const copy = blocks[1]!;
    expect(within(copy).getByRole("term").textContent).toBe("Text");
    expect(within(copy).getByRole("definition").textContent).toBe("Open removed: up added: wide");
    expect(within(copy).getByRole("deletion").textContent).toBe("removed: up");
    expect(within(copy).getByRole("insertion").textContent).toBe("added: wide");
    const details = within(region).getByRole("heading", { name: "Title and search engines" }).parentElement!;
    expect(within(details).getByRole("definition").textContent).toBe("Folding added: glass doors");
  });

  it("says when nothing changed, or when a version does not exist", () => {
    const { rerender } = render(
      <ComparedVersions comparison={comparison({ details: [], blocks: [{ name: "Copy", from: 1, to: 1, moved: false, fields: [] }] })} />,
    );
    expect(screen.getByText("From revision 2 to the draft: nothing changed.")).toBeTruthy();
    rerender(<ComparedVersions comparison={comparison(null)} />);
    expect(screen.getByText("From revision 2 to the draft: one of these versions does not exist.")).toBeTruthy();
  });
});
