// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { data } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editorEntity } from "../../../../tests/support/content-fixtures";
import { renderDraftForm } from "../../../../tests/support/draft-form";

const entity = editorEntity({ elements: [{ id: "spacer", render_name: "vertical_spacer", value: { vertical_spacer: "small" } }] });

const spacerKind = {
  renderName: "vertical_spacer",
  name: "Spacer",
  description: "Breathing room between two blocks.",
  pageHeading: false,
  form: {
    kind: "group" as const,
    fields: [
      { name: "vertical_spacer", label: "Vertical spacer", optional: true, spec: { kind: "choice" as const, options: ["small", "large"] } },
    ],
  },
};

const savedAt = "2026-11-28T09:42:00.000Z";
/** The time on this machine's clock, as hh:mm. */
const clock = (iso: string) => {
  const at = new Date(iso);
  return `${String(at.getHours()).padStart(2, "0")}:${String(at.getMinutes()).padStart(2, "0")}`;
};

describe("the draft form", () => {
  let posted: FormData[];
  let answer: () => Promise<unknown>;

  beforeEach(() => {
    answer = async () => ({ tone: "done", message: "The draft is saved.", savedAt });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    posted = renderDraftForm({ entity, blockKinds: [spacerKind], sitePaths: ["/about"] }, () => answer());
  });
  afterEach(() => vi.useRealTimers());

  /** The line beside the save button that says where the draft stands. */
  const draftStatus = () => {
    const bar = screen.getByRole("button", { name: "Save the draft" }).parentElement;
    return bar ? within(bar).getByRole("status").textContent : null;
  };

  const leaveIsStopped = () => {
    const leave = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(leave);
    return leave.defaultPrevented;
  };

  it("saves the draft by itself 15 s after the last change, with its details and blocks", async () => {
    expect(leaveIsStopped()).toBe(false);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Showroom, Costa Mesa" } });
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    expect(leaveIsStopped()).toBe(true);

    // Still typing 10 s later: the 15 s start again from here.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Showroom, Costa Mesa (new)" } });
    await act(() => vi.advanceTimersByTimeAsync(14_000));
    expect(posted).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.get("intent")).toBe("autosave");
    expect(posted[0]?.get("revision")).toBe("3");
    expect(posted[0]?.get("title")).toBe("Showroom, Costa Mesa (new)");
    expect(JSON.parse(String(posted[0]?.get("elements")))).toEqual(entity.elements);
    await waitFor(() => expect(draftStatus()).toBe(`Saved ${clock(savedAt)}`));
    expect(leaveIsStopped()).toBe(false);

    // The time stays until the next change.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(draftStatus()).toBe(`Saved ${clock(savedAt)}`);
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Showroom" } });
    expect(draftStatus()).toBe("Unsaved changes");
  });

  it("says it is saving while the autosave is under way, then why it was refused", async () => {
    let refuse: (refusal: unknown) => void = () => {};
    answer = () => new Promise((resolve) => (refuse = resolve));
    fireEvent.change(screen.getByRole("textbox", { name: "Title" }), { target: { value: "Showroom, Irvine" } });
    await act(() => vi.advanceTimersByTimeAsync(15_500));
    await waitFor(() => expect(draftStatus()).toBe("Saving…"));
    const message = "Someone changed this page after you opened it, so nothing was saved.";
    await act(async () => refuse(data({ tone: "error", message }, { status: 409 })));
    await waitFor(() => expect(draftStatus()).toBe(message));
  });

  it("counts a change to the blocks, not a search in the block palette", async () => {
    fireEvent.change(screen.getByRole("searchbox", { name: "Find a block kind", hidden: true }), { target: { value: "spa" } });
    expect(screen.queryByText("Unsaved changes")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: /^Copy\W+Spacer \(block 1 of 1\)$/ }));
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(15_500));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(JSON.parse(String(posted[0]?.get("elements")))).toHaveLength(2);
  });
});
