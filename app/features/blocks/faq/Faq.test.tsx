// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter, serverMarkup } from "../../../../tests/support/render";
import { Faq } from "./Faq";
import { FaqValue } from "./schema";

describe("faq", () => {
  it("shows only items with both a question and an answer (SPEC §5)", () => {
    const value = FaqValue.parse({
      qa_combo: [
        { question: "How do I clean the tracks?", answer: "<p>Vacuum them monthly.</p>" },
        { question: "Unanswered?", answer: "  " },
        { question: "", answer: "<p>An answer without a question.</p>" },
      ],
    });
    expect(value.qa_combo.map((item) => item.question)).toEqual(["How do I clean the tracks?"]);
  });

  it("renders each item as a closed native disclosure with the answer as HTML", () => {
    const value = FaqValue.parse({
      header: "Operation",
      qa_combo: [{ question: "How do I clean the tracks?", answer: "<p>Vacuum <strong>monthly</strong>.</p>" }],
    });
    // Native <details>: it opens and closes without any script.
    serverMarkup(<Faq value={value} index={1} />);
    const summary = screen.getByText("How do I clean the tracks?");
    expect(summary.tagName).toBe("SUMMARY");
    const details = summary.parentElement as HTMLDetailsElement;
    expect([details.tagName, details.hasAttribute("open")]).toEqual(["DETAILS", false]);
    const answer = within(details).getByText("monthly");
    expect([answer.tagName, answer.parentElement?.tagName, answer.parentElement?.textContent]).toEqual(["STRONG", "P", "Vacuum monthly."]);
  });

  it("renders nothing when no item is complete", () => {
    const value = FaqValue.parse({ header: "Empty", qa_combo: [{ question: "Only a question" }] });
    expect(renderInRouter(<Faq value={value} index={1} />)).toBe("");
  });
});
