// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { blockFormOf } from "../../../site-blocks.server";
import { GroupFields } from "./BlockFields";

function Editor({ renderName, initial }: { renderName: Parameters<typeof blockFormOf>[0]; initial: unknown }) {
  const [value, setValue] = useState(initial);
  return <GroupFields spec={blockFormOf(renderName)} value={value} onChange={setValue} errorKey="0.value" />;
}

describe("the block editor's fields", () => {
  it("names a list's items and counts them quietly: Add a question, Question 1 of 1, 1 of at most 100", () => {
    render(<Editor renderName="faq" initial={{ qa_combo: [] }} />);
    expect(screen.getByRole("group", { name: "Questions and answers" })).toBeTruthy();
    expect(screen.getByText("0 of at most 100")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add a question" }));
    expect(screen.getByRole("group", { name: "Question 1 of 1" })).toBeTruthy();
    expect(screen.getByText("1 of at most 100")).toBeTruthy();
    expect(screen.getByLabelText("Question")).toBeTruthy();
    expect(screen.queryByText(/Add to|Qa combo/)).toBeNull();
  });

  it("offers choices and kinds of item in words, with help under the field", () => {
    render(<Editor renderName="columned_media" initial={{ cards: [{ kind: "flag_pane_card", header: "Resorts" }] }} />);
    const alignment = screen.getByLabelText("Colours") as HTMLSelectElement;
    expect([...alignment.options].map((option) => option.text)).toEqual(["Dark text on light", "White text on dark"]);
    const kind = screen.getByLabelText("Kind") as HTMLSelectElement;
    expect(kind.selectedOptions[0]?.text).toBe("Text over the picture");
    expect(screen.getByText(/What the picture shows, for people who cannot see it/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add a link" })).toBeTruthy();
  });
});
