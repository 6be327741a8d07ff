// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it("is an image whose alt text is LOADING... (SPEC §8)", () => {
    render(<Spinner />);
    expect(screen.getByRole("img", { name: "LOADING..." }).getAttribute("src")).toBe("/spinner.svg");
  });
});
