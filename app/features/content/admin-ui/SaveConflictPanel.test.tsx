// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editorEntity } from "../../../../tests/support/content-fixtures";
import { renderDraftForm } from "../../../../tests/support/draft-form";
import type { DraftAnswer } from "../save-conflict";

const entity = editorEntity();

const refused: DraftAnswer = {
  tone: "error",
  message: "Someone saved this page after you opened it.",
  values: { title: "Showroom, Costa Mesa" },
  conflict: {
    revision: 5,
    savedBy: "Tom",
    savedAt: "2026-11-25T10:45:00.000Z",
    differences: [{ label: "Title", mine: "Showroom, Costa Mesa", theirs: "Showroom in Costa Mesa" }],
  },
};

describe("a save refused for a newer revision, in the draft form", () => {
  let posted: FormData[];

  beforeEach(() => {
    posted = renderDraftForm({ entity, blockKinds: [], sitePaths: [], result: refused }, async () => ({
      tone: "done",
      message: "The draft is saved.",
    }));
  });

  it("shows their version beside the editor's own, and Keep my version saves the form as it is on their revision", async () => {
    const panel = screen.getByRole("region", { name: /^Tom saved this page on/ });
    expect(
      within(panel)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Showroom, Costa Mesa", "Showroom in Costa Mesa"]);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Showroom, Costa Mesa, CA" } });

    fireEvent.click(within(panel).getByRole("button", { name: "Keep my version" }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get("intent")).toBe("details");
    expect(posted[0]?.get("revision")).toBe("5");
    expect(posted[0]?.get("title")).toBe("Showroom, Costa Mesa, CA");
  });

  it("asks before taking their version, and keeping editing changes nothing", () => {
    const panel = screen.getByRole("region", { name: /^Tom saved this page on/ });
    fireEvent.click(within(panel).getByRole("button", { name: "Take theirs" }));
    const question = screen.getByRole("dialog", { name: "Take their version?", hidden: true });
    expect(question.textContent).toContain("What you typed since you opened it is discarded.");
    fireEvent.click(within(question).getByRole("button", { name: "Keep editing mine", hidden: true }));
    expect(posted).toHaveLength(0);
  });

  describe("taking their version", () => {
    afterEach(() => vi.restoreAllMocks());

    it("reloads the page once the editor agrees, without the browser asking a second time", () => {
      const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
      const leave = () => window.dispatchEvent(new Event("beforeunload", { cancelable: true }));
      fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Showroom, Costa Mesa, CA" } });
      // Unsaved changes: leaving the page asks.
      expect(leave()).toBe(false);

      const panel = screen.getByRole("region", { name: /^Tom saved this page on/ });
      fireEvent.click(within(panel).getByRole("button", { name: "Take theirs" }));
      const question = screen.getByRole("dialog", { name: "Take their version?", hidden: true });
      fireEvent.click(within(question).getByRole("button", { name: "Take theirs", hidden: true }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(leave()).toBe(true);
      expect(posted).toHaveLength(0);
    });
  });
});
