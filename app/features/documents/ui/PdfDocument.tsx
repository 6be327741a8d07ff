import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "~/ui/Spinner";

// Served from our own assets (no CDN); pdf.js starts it on first use.
GlobalWorkerOptions.workerSrc = workerUrl;

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const buttonClass = "min-h-11 min-w-11 border border-line bg-white px-3 text-sm hover:border-ink disabled:opacity-40";

type Props = { pdfUrl: string; title: string };

/** pdf.js rendering of one page at a time, with page navigation, zoom and print. */
export default function PdfDocument({ pdfUrl, title }: Props) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(2);
  const [printing, setPrinting] = useState<string[]>([]);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    // isEvalSupported: false closes CVE-2024-4367 (font code run through eval).
    const task = getDocument({ url: pdfUrl, isEvalSupported: false, useSystemFonts: true });
    task.promise.then(setPdf, () => setFailed(true));
    return () => void task.destroy();
  }, [pdfUrl]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    let cancelled = false;
    let render: { cancel: () => void } | undefined;
    void pdf.getPage(page).then((proxy) => {
      if (cancelled || !canvas.current) return;
      const ratio = window.devicePixelRatio || 1;
      const viewport = proxy.getViewport({ scale: ZOOMS[zoom]! * ratio });
      const target = canvas.current;
      target.width = viewport.width;
      target.height = viewport.height;
      target.style.width = `${viewport.width / ratio}px`;
      target.style.height = `${viewport.height / ratio}px`;
      const task = proxy.render({ canvas: target, viewport });
      render = task;
      task.promise.catch(() => {});
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [pdf, page, zoom]);

  useEffect(() => {
    if (printing.length === 0) return;
    const done = () => setPrinting([]);
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [printing]);

  async function print() {
    if (!pdf) return;
    const images: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const proxy = await pdf.getPage(number);
      const viewport = proxy.getViewport({ scale: 2 });
      const sheet = document.createElement("canvas");
      sheet.width = viewport.width;
      sheet.height = viewport.height;
      await proxy.render({ canvas: sheet, viewport }).promise;
      images.push(sheet.toDataURL("image/png"));
    }
    setPrinting(images);
  }

  if (failed)
    return <p className="px-6 py-16 text-center text-lg">The document could not be opened. Please use the download link above.</p>;
  if (!pdf)
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  const count = pdf.numPages;
  return (
    <>
      <div
        role="toolbar"
        aria-label="PDF controls"
        className="flex flex-wrap items-center justify-center gap-2 border-b border-line bg-white px-4 py-2 print:hidden"
      >
        <button type="button" className={buttonClass} onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous page
        </button>
        <span aria-live="polite" className="px-2 text-sm">
          Page {page} of {count}
        </span>
        <button type="button" className={buttonClass} onClick={() => setPage(page + 1)} disabled={page >= count}>
          Next page
        </button>
        <span className="mx-2 h-6 w-px bg-line" aria-hidden="true" />
        <button type="button" className={buttonClass} aria-label="Zoom out" onClick={() => setZoom(zoom - 1)} disabled={zoom <= 0}>
          −
        </button>
        <span className="w-14 text-center text-sm">{Math.round(ZOOMS[zoom]! * 100)}%</span>
        <button
          type="button"
          className={buttonClass}
          aria-label="Zoom in"
          onClick={() => setZoom(zoom + 1)}
          disabled={zoom >= ZOOMS.length - 1}
        >
          +
        </button>
        <span className="mx-2 h-6 w-px bg-line" aria-hidden="true" />
        <button type="button" className={buttonClass} onClick={() => void print()}>
          Print
        </button>
      </div>
      <div className="overflow-auto p-4 print:hidden">
        <canvas ref={canvas} aria-label={`${title}, page ${page} of ${count}`} role="img" className="mx-auto block bg-white shadow" />
      </div>
      {printing.length > 0 ? (
        <div className="hidden print:block">
          {printing.map((src, index) => (
            <img key={src.slice(-40) + index} src={src} alt={`${title}, page ${index + 1}`} className="w-full break-after-page" />
          ))}
        </div>
      ) : null}
    </>
  );
}
