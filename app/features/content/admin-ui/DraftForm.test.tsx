// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editorEntity } from "../../../../tests/support/content-fixtures";
import { editorFields } from "../admin-editor-forms.server";
import { DraftForm } from "./DraftForm";

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

describe("the draft form", () => {
  let posted: FormData[];

  beforeEach(() => {
    posted = [];
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const Stub = createRoutesStub([
      {
        path: "/admin/content/7",
        Component: () => (
          <DraftForm
            entity={entity}
            fields={editorFields}
            blockKinds={[spacerKind]}
            sitePaths={["/about"]}
            panel={{ top: null, bottom: null }}
          />
        ),
        action: async ({ request }) => {
          posted.push(await request.formData());
          return { tone: "done", message: "The draft is saved." };
        },
      },
    ]);
    render(<Stub initialEntries={["/admin/content/7"]} />);
  });
  afterEach(() => vi.useRealTimers());

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
    expect(posted[0]?.get("intent")).toBe("details");
    expect(posted[0]?.get("revision")).toBe("3");
    expect(posted[0]?.get("title")).toBe("Showroom, Costa Mesa (new)");
    expect(JSON.parse(String(posted[0]?.get("elements")))).toEqual(entity.elements);
    await waitFor(() => expect(screen.getByText("Saved automatically.")).toBeTruthy());
    expect(leaveIsStopped()).toBe(false);
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
