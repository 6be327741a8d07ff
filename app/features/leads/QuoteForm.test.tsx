// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom, serverMarkup } from "../../../tests/support/render";
import { QuoteForm } from "./QuoteForm";
import type { LeadPageData } from "./routes.server";

const page: LeadPageData = {
  form: "lac_request_quote",
  fillToken: "1795400000000.signature",
  captcha: null,
  formAssemblyScriptUrl: null,
  productNewsTicked: true,
};
const carried: LeadPageData = {
  ...page,
  chosenDealer: { slug: "harborline-door-studio", name: "Harborline Door Studio", city: "Oceanside", state: "CA" },
  carriedLayout: {
    summary: "Aluminum Folding Doors: 16 ft 4 in × 8 ft, 5 panels, 3 left + 2 right",
    search: "product=folding-doors%2Faluminum&width=196&height=96&unit=in&layout=5-split-3-2",
    doorType: "Folding Door",
    materialType: "Aluminum",
  },
};
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>("checkbox", { name });
const next = () => screen.getByRole<HTMLButtonElement>("button", { name: "Next" });
/** Answers the first two steps, which reveals the door types. */
function toDoorStep() {
  fireEvent.click(screen.getByRole("radio", { name: "Homeowner" }));
  fireEvent.click(next());
  fireEvent.click(screen.getByRole("radio", { name: "Repair/Remodel" }));
  fireEvent.click(next());
}

describe("the quote form with a layout from the opening helper", () => {
  it("shows the layout, posts it with the dealer, removes it keeping the dealer, and keeps it without the dealer", () => {
    serverMarkup(<QuoteForm page={carried} />);
    const note = screen.getByRole("region", { name: "Your opening" });
    expect(note.textContent).toContain(carried.carriedLayout?.summary);
    expect(document.querySelector<HTMLInputElement>('input[name="opening"]')?.value).toBe(carried.carriedLayout?.search);
    expect(screen.getByRole("form", { name: "Request a Quote" }).getAttribute("action")).toBe(
      `/request-quote?dealer=harborline-door-studio&${carried.carriedLayout?.search}`,
    );
    expect(screen.getByRole("link", { name: "Remove this layout from the quote" }).getAttribute("href")).toBe(
      "/request-quote?dealer=harborline-door-studio",
    );
    expect(screen.getByRole("link", { name: "send it to LaCantina instead" }).getAttribute("href")).toBe(
      `/request-quote?${carried.carriedLayout?.search}`,
    );
    expect(checkbox("Folding Door").checked).toBe(true);
    expect(checkbox("Aluminum").checked).toBe(true);
  });

  it("keeps the door type and material answered until their steps are revealed, so Next is ready on them", () => {
    renderInDom(<QuoteForm page={carried} />);
    toDoorStep();
    expect(checkbox("Folding Door").checked).toBe(true);
    expect(next().disabled).toBe(false);
    fireEvent.click(checkbox("Folding Door"));
    expect(next().disabled).toBe(true);
  });

  it("asks every question as before without one", () => {
    renderInDom(<QuoteForm page={page} />);
    expect(screen.queryByRole("region", { name: "Your opening" })).toBeNull();
    toDoorStep();
    expect(checkbox("Folding Door").checked).toBe(false);
    expect(next().disabled).toBe(true);
  });
});
