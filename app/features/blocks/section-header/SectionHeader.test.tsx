// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
import { sectionScrollDelayMs, sectionScrollOffsetPx } from "./scroll-to-section";
import { SectionHeader } from "./SectionHeader";
import { SectionHeaderValue } from "./schema";

const value = SectionHeaderValue.parse({
  kicker: "Folding doors",
  title: "Fold the wall away",
  sub_title: "Seven systems.",
  call_to_action: { text: "Request a quote", url: "/request-quote" },
  section_nav: [
    { label: "Systems", anchor_id: "systems" },
    { label: "Finishes", anchor_id: "finishes" },
  ],
});

describe("section_header", () => {
  it("accepts only page ids as nav targets, and drops a call to action without text (SPEC §5)", () => {
    expect(SectionHeaderValue.safeParse({ title: "T", section_nav: [{ label: "X", anchor_id: "javascript:alert(1)" }] }).success).toBe(
      false,
    );
    expect(SectionHeaderValue.parse({ title: "T", call_to_action: { text: " ", url: "/x" } }).call_to_action).toBeUndefined();
  });

  it("scrolls after 500 ms and stops 100 px above the header (SPEC §9)", () => {
    expect([sectionScrollDelayMs, sectionScrollOffsetPx]).toEqual([500, 100]);
  });

  it("renders the banner with tabs for wide screens and a labelled dropdown for narrow ones", () => {
    renderInDom(<SectionHeader value={value} index={0} />);
    expect(screen.getByRole("heading", { level: 1, name: "Fold the wall away" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Sections on this page" });
    const tabs = within(nav)
      .getAllByRole("link")
      .map((link) => [link.getAttribute("href"), link.getAttribute("aria-current")]);
    expect(tabs).toContainEqual(["#systems", "true"]);
    expect(tabs.map(([href]) => href)).toContain("#finishes");
    expect(screen.getByRole("combobox", { name: "Jump to a section" }).tagName).toBe("SELECT");
    expect(screen.getAllByRole("link").some((link) => link.getAttribute("href") === "/request-quote")).toBe(true);
  });

  it("leaves out the nav when there are no sections, and heads a later block with an h2", () => {
    renderInDom(<SectionHeader value={SectionHeaderValue.parse({ title: "Performance" })} index={2} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Performance" })).toBeTruthy();
  });
});
