import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
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
    const html = renderInRouter(<SectionHeader value={value} index={0} />);
    expect(html).toMatch(/<h1[^>]*>Fold the wall away<\/h1>/);
    expect(html).toContain('aria-label="Sections on this page"');
    expect(html).toMatch(/href="#systems" aria-current="true"/);
    expect(html).toContain('href="#finishes"');
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Jump to a section<\/label><select id="\1"/);
    expect(html).toContain('href="/request-quote"');
  });

  it("leaves out the nav when there are no sections, and heads a later block with an h2", () => {
    const html = renderInRouter(<SectionHeader value={SectionHeaderValue.parse({ title: "Performance" })} index={2} />);
    expect(html).not.toContain("<nav");
    expect(html).toMatch(/<h2[^>]*>Performance<\/h2>/);
  });
});
