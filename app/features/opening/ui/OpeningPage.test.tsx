// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bundledPageLocale, hydratedInLocale } from "../../../../tests/support/locale-render";
import { readOpeningQuery } from "../opening-query";
import { OpeningPage } from "./OpeningPage";

const NBSP = "\u00a0";
const french = bundledPageLocale("fr-CA");

describe("the opening helper in the page's locale", () => {
  it("reads a bare size in millimetres on a metric page, offers millimetres first and answers in them, the same on the server and in the browser", async () => {
    const initial = readOpeningQuery(new URLSearchParams("width=4980&height=2440"), "mm");
    const { body, errors } = await hydratedInLocale(french, <OpeningPage initial={initial} documents={{}} prices={{}} />);
    expect(errors).toEqual([]);
    const units = screen.getAllByRole<HTMLInputElement>("radio").filter((radio) => radio.name === "unit");
    expect(units.map((radio) => [radio.value, radio.checked])).toEqual([
      ["mm", true],
      ["in", false],
    ]);
    expect(screen.getByRole("group", { name: "Unités" })).toBeTruthy();
    expect(screen.getByLabelText("Largeur de l’ouverture brute")).toBeTruthy();
    expect(body.textContent).toContain(`4${NBSP}980${NBSP}mm`);
  });

  it("keeps feet and inches on an en-US page", async () => {
    const initial = readOpeningQuery(new URLSearchParams("width=196&height=96"), "in");
    const { body, errors } = await hydratedInLocale(
      bundledPageLocale("en-US"),
      <OpeningPage initial={initial} documents={{}} prices={{}} />,
    );
    expect(errors).toEqual([]);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Feet and inches" }).checked).toBe(true);
    expect(body.textContent).toContain("16 ft 4 in wide and 8 ft high");
  });
});
