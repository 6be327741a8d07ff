// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInDom } from "../../../../tests/support/render";
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
    const { container } = renderInDom(<PdfViewerPage data={data} />);
    expect(CONSENT_DENIED_MESSAGE).toBe("PDF viewing is not available due to cookie preferences.");
    expect(screen.getByText(CONSENT_DENIED_MESSAGE)).toBeTruthy();
    const download = screen.getByRole("link", { name: "Download" });
    expect([download.getAttribute("href"), download.getAttribute("download")]).toEqual([
      "/media/documents/wood-folding-door-brochure.pdf",
      "",
    ]);
    expect(container.querySelector("canvas")).toBeNull();
  });

  it("waits for the cookie choice with a way to make it and a download link", () => {
    renderInDom(<PdfViewerPage data={data} />);
    expect(screen.getByText("The viewer opens as soon as you have made your cookie choice.")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Choose cookie preferences" }).type).toBe("button");
    expect(screen.getByRole("link", { name: "Download Wood Folding Door Brochure (PDF)" })).toBeTruthy();
    expect(screen.queryByText(CONSENT_DENIED_MESSAGE)).toBeNull();
  });

  it("loads the viewer only with consent, showing the spinner while pdf.js arrives", () => {
    consent.status = "granted";
    renderInDom(<PdfViewerPage data={data} />);
    expect(screen.getByRole("img", { name: "LOADING..." })).toBeTruthy();
    expect(screen.queryByText(/cookie choice/)).toBeNull();
  });

  it("shows a clear message and no link for a PDF outside the library", () => {
    consent.status = "granted";
    renderInDom(<PdfViewerPage data={{ pdfUrl: null, title: "Technical document" }} />);
    expect(screen.getByText("This document cannot be shown here.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Download/ })).toBeNull();
    expect(document.querySelector("[download]")).toBeNull();
    expect(screen.queryByRole("img", { name: "LOADING..." })).toBeNull();
  });
});
