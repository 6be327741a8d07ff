// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_IMPORT_BYTES } from "../import-limits";
import { DealersPage } from "./DealersPage";

const query = { q: "", status: "", country: "", state: "", page: 1 } as const;
const fields = {
  intent: { name: "intent", label: "Intent", input: "text", required: true },
  file: { name: "file", label: "CSV file", input: "file", required: true },
} as const;

/** A file of `bytes` bytes as the browser's file input holds it. */
function choose(input: HTMLInputElement, bytes: number) {
  const file = new File([new Uint8Array(bytes)], "dealers.csv", { type: "text/csv" });
  Object.defineProperty(input, "files", { value: [file], configurable: true });
  fireEvent.change(input);
}

describe("the dealer desk's CSV import", () => {
  beforeEach(() => {
    const Stub = createRoutesStub([
      {
        path: "/admin/dealers",
        Component: () => (
          <DealersPage page={{ dealers: [], total: 0, page: 1, pageSize: 50, query }} regions={[]} mayChange fields={fields} />
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/dealers"]} />);
  });
  afterEach(cleanup);

  it("says at once that a file over 1 MB must be split, and lets go of it before anything is sent", () => {
    const input = screen.getByLabelText(/CSV file/) as HTMLInputElement;
    choose(input, MAX_IMPORT_BYTES + 1);
    expect(screen.getByText("The file is larger than 1 MB: split it.")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.value).toBe("");

    choose(input, MAX_IMPORT_BYTES);
    expect(screen.queryByText("The file is larger than 1 MB: split it.")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });
});
