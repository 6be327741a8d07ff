import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { previewPathOf } from "../preview-path";
import { pointAtBlocks, postDraft, showSelected } from "./preview-frame";

/** The widths a visitor's screen has, as the preview shows the page at them. */
const devices = { phone: 390, tablet: 768, desktop: 1280 } as const;
type Device = keyof typeof devices;
const deviceLabels: Record<Device, string> = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" };

/** Typing goes on for this long before the preview asks for the page again. */
const QUIET_MS = 250;

type Props = {
  path: string;
  title: string;
  /** The draft's form: its values are what the preview shows. */
  form: RefObject<HTMLFormElement | null>;
  /** Counts the editor's changes: each new count brings the page up to date. */
  changes: number;
  /** The block whose fields the editor works on, outlined in the page. */
  selected: string | null;
  /** A block clicked in the page. */
  onPick: (id: string) => void;
};

/** The frame's size in the panel: the device's width scaled down to the panel's, never up. */
function useFit(device: Device) {
  const panel = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBox({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const width = devices[device];
  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  return { panel, style: { width, height: box.height / scale, transform: `scale(${scale})`, transformOrigin: "0 0" } };
}

/**
 * The page as visitors will see it with the draft as typed: the real page at its preview address,
 * in a frame, at a phone's, a tablet's or a desktop's width. Each change posts the form to the
 * preview address into a fresh frame behind the one shown, which takes its place once loaded (at
 * the same scroll position), so the page never blanks and the admin's history gains no entries.
 */
export function LivePreview({ path, title, form, changes, selected, onPick }: Props) {
  const names = useId();
  const [device, setDevice] = useState<Device>("desktop");
  const { panel, style } = useFit(device);
  const [frames, setFrames] = useState<string[]>([`${names}0`]);
  const [shown, setShown] = useState<string | null>(null);
  const shownRef = useRef<string | null>(null);
  const elements = useRef(new Map<string, HTMLIFrameElement>());
  const count = useRef(0);
  const toPost = useRef<string | null>(null);
  // What a frame loaded later must know: the selection then, and whom to tell of a click.
  const latest = useRef({ selected, onPick });
  useEffect(() => {
    latest.current = { selected, onPick };
  });

  // A frame still loading an older draft gives way to the new one: the page shows the latest sooner.
  const refresh = useCallback(() => {
    count.current += 1;
    const name = `${names}${count.current}`;
    toPost.current = name;
    setFrames((current) => [...current.filter((frame) => frame === shownRef.current), name]);
  }, [names]);

  useEffect(() => {
    if (changes === 0) return;
    const timer = setTimeout(refresh, QUIET_MS);
    return () => clearTimeout(timer);
  }, [changes, refresh]);

  useEffect(() => {
    const doc = shown ? elements.current.get(shown)?.contentDocument : null;
    if (doc) showSelected(doc, selected, true);
  }, [selected, shown]);

  const attach = (name: string) => (element: HTMLIFrameElement | null) => {
    if (!element) {
      elements.current.delete(name);
      return;
    }
    elements.current.set(name, element);
    if (toPost.current === name && form.current) {
      toPost.current = null;
      postDraft(form.current, previewPathOf(path), name);
      showOnceParsed(name);
    }
  };

  // The page shows as soon as its HTML is read, not after its images and scripts (the load event).
  function showOnceParsed(name: string) {
    const check = () => {
      const frame = elements.current.get(name);
      if (!frame) return;
      const doc = frame.contentDocument;
      if (doc && doc.readyState !== "loading" && frame.contentWindow?.location.href !== "about:blank") loaded(name);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }

  function loaded(name: string) {
    const frame = elements.current.get(name);
    const doc = frame?.contentDocument;
    // A new frame's empty page loads too, before the draft does.
    if (!frame || !doc || frame.contentWindow?.location.href === "about:blank" || shownRef.current === name) return;
    const before = shown ? elements.current.get(shown)?.contentWindow : null;
    if (before) frame.contentWindow?.scrollTo(before.scrollX, before.scrollY);
    pointAtBlocks(doc, (id) => latest.current.onPick(id));
    showSelected(doc, latest.current.selected, false);
    shownRef.current = name;
    setShown(name);
    setFrames((current) => current.slice(current.indexOf(name)));
  }

  return (
    <section aria-labelledby="live-preview-heading" className="flex h-full min-h-[32rem] flex-col border border-line bg-white">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line px-3 py-2">
        <h2 id="live-preview-heading" className="mr-auto text-base font-medium text-ink">
          Preview
        </h2>
        <div role="group" aria-label="Screen width" className="flex">
          {(Object.keys(devices) as Device[]).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={device === option}
              onClick={() => setDevice(option)}
              className="border border-line px-2.5 py-1 text-sm text-ink not-first:-ml-px hover:bg-linen aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-white"
            >
              {deviceLabels[option]}
              <span className="sr-only">{` (${devices[option]} pixels wide)`}</span>
            </button>
          ))}
        </div>
        <a href={previewPathOf(path)} target="_blank" rel="noopener" className="text-sm text-bronze-dark underline underline-offset-4">
          Open in a new tab
        </a>
      </div>
      <p className="px-3 pt-2 text-xs text-stone">Changes show here as you type, before you save. Click a block to edit it.</p>
      <div ref={panel} className="relative m-3 flex-1 overflow-hidden bg-linen">
        {frames.map((name, index) => (
          <iframe
            key={name}
            ref={attach(name)}
            name={name}
            title={`Preview of ${title || path}`}
            // The first frame loads the stored draft; later ones are loaded by the form posted into them.
            src={name === `${names}0` ? previewPathOf(path) : undefined}
            onLoad={() => loaded(name)}
            style={style}
            className={`absolute top-0 left-0 border-0 bg-white ${name === shown || (shown === null && index === 0) ? "" : "invisible"}`}
          />
        ))}
      </div>
    </section>
  );
}
