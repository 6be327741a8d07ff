import { useId, useRef, useState, type ReactNode } from "react";

type ModalDialogProps = {
  /** The opener's visible content; `openerLabel` names it for assistive technology when it is an icon. */
  opener: ReactNode;
  openerLabel?: string;
  openerClassName: string;
  title: string;
  /** Mounted only while the dialog is open, so a video stops when it closes. */
  children: ReactNode;
};

/**
 * A native modal <dialog>: the platform traps focus and closes it on Escape; a click on the
 * backdrop or the close button closes it too, and focus returns to the button that opened it.
 */
export function ModalDialog({ opener, openerLabel, openerClassName, title, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button
        ref={openButton}
        type="button"
        aria-haspopup="dialog"
        aria-label={openerLabel}
        className={openerClassName}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {opener}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          openButton.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close();
        }}
        className="m-auto w-[min(64rem,calc(100vw-2rem))] max-w-none bg-white p-0 text-ink backdrop:bg-black/75"
      >
        <div className="p-5 md:p-8">
          <div className="mb-5 flex items-start justify-between gap-6">
            <h2 id={titleId} className="text-2xl font-light tracking-tight md:text-3xl">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              aria-label="Close"
              className="flex size-11 shrink-0 items-center justify-center text-ink hover:text-bronze-dark"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 stroke-current" fill="none" strokeWidth="1.5">
                <path d="M5 5l14 14M19 5L5 19" />
              </svg>
            </button>
          </div>
          {open ? children : null}
        </div>
      </dialog>
    </>
  );
}
