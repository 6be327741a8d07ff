// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { ColumnedMedia } from "./ColumnedMedia";
import { ColumnedMediaValue } from "./schema";

const image = { image_url: "/media/a.jpg", alt_text: "An open corner", width: 1600, height: 2000 };
const render = (cards: unknown[]) =>
  renderInDom(<ColumnedMedia value={ColumnedMediaValue.parse({ header: "Cards", cards })} index={1} />).container;

describe("columned_media: columns of 1 to 3 cards", () => {
  it("makes three-column cards tall and two-column cards 16:9 (SPEC §9)", () => {
    const card = (header: string) => ({ kind: "card", header, image });
    const three = render([card("A"), card("B"), card("C")]);
    expect(three.querySelectorAll(String.raw`.aspect-\[3\/4\]`)).toHaveLength(3);
    expect(three.querySelector(String.raw`.md\:grid-cols-3`)).not.toBeNull();
    cleanup();
    const two = render([card("A"), card("B")]);
    expect(two.querySelectorAll(".aspect-video")).toHaveLength(2);
  });

  it("shows a card's call to action only if its text is non-empty after trimming (SPEC §5)", () => {
    render([
      { kind: "flex_card", header: "Dealers", call_to_action: { text: "   ", url: "/professionals/dealers" } },
      { kind: "flex_card", header: "Careers", call_to_action: { text: "Open roles", url: "/about/careers" } },
    ]);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/about/careers"]);
  });

  it("gives the video and form modal cards a button that opens a dialog, with nothing playing before it opens", () => {
    const page = render([
      { kind: "flag_pane_video_modal_card", header: "Inside the plant", image, video: { video_provider: "youtube", video_id: "abc" } },
      {
        kind: "flag_pane_form_modal_card",
        header: "Start a project",
        image,
        button_text: "Get a quote",
        form_title: "Request a Quote",
        form_url: "/request-quote",
        form_link_text: "Open the quote form",
      },
    ]);
    expect(screen.getAllByRole("dialog", { hidden: true })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Play video: Inside the plant" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Get a quote" })).toBeTruthy();
    expect(page.querySelector("iframe")).toBeNull();
    expect(screen.queryByText("Open the quote form")).toBeNull();
  });

  it("renders the header and overlay kinds with their titles", () => {
    render([
      { kind: "flag_pane_header_card", title: "Architects", header: "AIA courses", image },
      { kind: "flag_pane_card", header: "Resorts", image, text_theme: "dark" },
    ]);
    expect(screen.getByText("Architects").tagName).toBe("P");
    expect(screen.getByRole("heading", { level: 3, name: "Resorts" })).toBeTruthy();
  });

  it("refuses an unknown card kind, more than three cards and a modal card without its form", () => {
    expect(ColumnedMediaValue.safeParse({ cards: [{ kind: "poster", header: "x", image }] }).success).toBe(false);
    const card = { kind: "flex_card", header: "x" };
    expect(ColumnedMediaValue.safeParse({ cards: [card, card, card, card] }).success).toBe(false);
    expect(
      ColumnedMediaValue.safeParse({ cards: [{ kind: "flag_pane_form_modal_card", header: "x", image, button_text: "Go" }] }).success,
    ).toBe(false);
  });
});
