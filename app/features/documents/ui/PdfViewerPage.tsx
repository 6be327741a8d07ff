import { href } from "react-router";
import { lazy, Suspense } from "react";
import { openPreferences, useConsent } from "~/features/consent";
import { Spinner } from "~/ui/Spinner";
import type { PdfViewerData } from "../pdf-viewer-state";

// pdf.js is large: it is fetched only on this page, and only once the visitor's consent allows it.
const PdfDocument = /* @__PURE__ */ lazy(() => import("./PdfDocument"));

export const CONSENT_DENIED_MESSAGE = "PDF viewing is not available due to cookie preferences.";

const linkClass = "font-semibold text-bronze-dark underline underline-offset-4 hover:text-ink";

function DownloadLink({ pdfUrl, title }: { pdfUrl: string; title: string }) {
  return (
    <a href={pdfUrl} download className={linkClass}>
      Download {title} (PDF)
    </a>
  );
}

/** SPEC §2 PDF viewer: waits for the cookie choice and shows the PDF only with statistics consent (SPEC §4, §8). */
export function PdfViewerPage({ data }: { data: PdfViewerData }) {
  const consent = useConsent("statistics");
  const { pdfUrl, title } = data;
  return (
    <div className="flex min-h-screen flex-col bg-sand">
      <header className="flex flex-wrap items-center justify-between gap-4 bg-ink px-4 py-3 text-white md:px-6">
        <h1 className="text-lg font-medium">{title}</h1>
        {pdfUrl ? (
          <a href={pdfUrl} download className="text-sm underline underline-offset-4 hover:text-sand">
            Download
          </a>
        ) : null}
      </header>
      {pdfUrl === null ? (
        <section className="mx-auto max-w-xl px-6 py-16 text-center">
          <p className="text-lg">This document cannot be shown here.</p>
          <p className="mt-4 text-stone">
            Only documents of our technical library open in the viewer. Find the one you need among the{" "}
            <a href={href("/support/technical-documents")} className={linkClass}>
              Technical Documents
            </a>
            .
          </p>
        </section>
      ) : consent === "granted" ? (
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          }
        >
          <PdfDocument pdfUrl={pdfUrl} title={title} />
        </Suspense>
      ) : consent === "denied" ? (
        <section className="mx-auto max-w-xl px-6 py-16 text-center">
          <p className="text-lg">{CONSENT_DENIED_MESSAGE}</p>
          <p className="mt-4">
            <DownloadLink pdfUrl={pdfUrl} title={title} />
          </p>
        </section>
      ) : (
        <section className="mx-auto max-w-xl px-6 py-16 text-center">
          <p className="text-lg">The viewer opens as soon as you have made your cookie choice.</p>
          <p className="mt-4 text-stone">
            It needs statistics cookies.{" "}
            <button type="button" onClick={openPreferences} className={linkClass}>
              Choose cookie preferences
            </button>{" "}
            or, if you prefer, <DownloadLink pdfUrl={pdfUrl} title={title} />.
          </p>
        </section>
      )}
    </div>
  );
}
