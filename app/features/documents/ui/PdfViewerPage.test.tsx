import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInRouter } from "../../../../tests/support/render";
import type { ConsentStatus } from "~/features/consent";

const consent = vi.hoisted(() => ({ status: "unknown" as ConsentStatus, openPreferences: vi.fn() }));
vi.mock("~/features/consent", () => ({ useConsent: () => consent.status, openPreferences: consent.openPreferences }));

const { CONSENT_DENIED_MESSAGE, PdfViewerPage } = await import("./PdfViewerPage");

const data = { pdfUrl: "/media/documents/wood-folding-door-brochure.pdf", title: "Wood Folding Door Brochure" };

describe("PDF viewer page", () => {
  afterEach(() => {
    consent.status = "unknown";
  });

  it("says PDF viewing is not available, with a download link, when statistics consent is denied (SPEC §8)", () => {
    consent.status = "denied";
    const html = renderInRouter(<PdfViewerPage data={data} />);
    expect(CONSENT_DENIED_MESSAGE).toBe("PDF viewing is not available due to cookie preferences.");
    expect(html).toContain(CONSENT_DENIED_MESSAGE);
    expect(html).toContain('<a href="/media/documents/wood-folding-door-brochure.pdf" download="" class="');
    expect(html).not.toContain("<canvas");
  });

  it("waits for the cookie choice with a way to make it and a download link", () => {
    const html = renderInRouter(<PdfViewerPage data={data} />);
    expect(html).toContain("The viewer opens as soon as you have made your cookie choice.");
    expect(html).toMatch(/<button type="button"[^>]*>Choose cookie preferences<\/button>/);
    expect(html).toContain("Download <!-- -->Wood Folding Door Brochure<!-- --> (PDF)");
    expect(html).not.toContain(CONSENT_DENIED_MESSAGE);
  });

  it("loads the viewer only with consent, showing the spinner while pdf.js arrives", () => {
    consent.status = "granted";
    const html = renderInRouter(<PdfViewerPage data={data} />);
    expect(html).toContain('alt="LOADING..."');
    expect(html).not.toContain("cookie choice");
  });

  it("shows a clear message and no link for a PDF outside the library", () => {
    consent.status = "granted";
    const html = renderInRouter(<PdfViewerPage data={{ pdfUrl: null, title: "Technical document" }} />);
    expect(html).toContain("This document cannot be shown here.");
    expect(html).not.toContain("download");
    expect(html).not.toContain("LOADING");
  });
});
