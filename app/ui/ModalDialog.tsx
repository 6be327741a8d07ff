import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useMessages } from "~/i18n/LocaleProvider";
import { CloseIcon } from "./icons";
import { uiMessages } from "./messages";

type DialogProps = {
  open: boolean;
  /** Called when the dialog closes by Escape, the backdrop or its close button. */
  onClose: () => void;
  title: string;
  /** The heading is read by assistive technology but not shown (a lightbox shows its own caption). */
  hideTitle?: boolean;
  className?: string;
  /** Keys the dialog handles besides Escape (a lightbox's arrows). */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
};

/**
 * The site's one modal: a native <dialog> opened with showModal(), so the platform traps focus
 * and closes it on Escape; a click on the backdrop (or on an element inside marked
 * `data-dialog-backdrop`) or the close button closes it too.
 */
export function Dialog({ open, onClose, title, hideTitle = false, className, onKeyDown, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useMessages(uiMessages);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // The backdrop, or the dark area a full-screen dialog (a lightbox) marks as its backdrop.
        const target = event.target as HTMLElement;
        if (target === dialog.current || target.hasAttribute("data-dialog-backdrop")) dialog.current?.close();
      }}
      className={className ?? "m-auto w-[min(64rem,calc(100vw-2rem))] max-w-none bg-white p-0 text-ink backdrop:bg-black/75"}
    >
      <div className={hideTitle ? "contents" : "p-5 md:p-8"}>
        <div className={hideTitle ? "contents" : "mb-5 flex items-start justify-between gap-6"}>
          <h2 id={titleId} className={hideTitle ? "sr-only" : "text-2xl font-light tracking-tight md:text-3xl"}>
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t("close")}
            className={
              hideTitle
                ? "absolute top-3 right-3 z-10 flex size-11 items-center justify-center bg-black/40 text-white hover:bg-black/70"
                : "flex size-11 shrink-0 items-center justify-center text-ink hover:text-bronze-dark"
            }
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}

type ModalDialogProps = {
  /** The opener's visible content; `openerLabel` names it for assistive technology when it is an icon. */
  opener: ReactNode;
  openerLabel?: string;
  openerClassName: string;
  title: string;
  /** Mounted only while the dialog is open, so a video stops when it closes. */
  children: ReactNode;
};

/** A button and the dialog it opens; focus returns to the button when the dialog closes. */
export function ModalDialog({ opener, openerLabel, openerClassName, title, children }: ModalDialogProps) {
  const openButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        ref={openButton}
        type="button"
        aria-haspopup="dialog"
        aria-label={openerLabel}
        className={openerClassName}
        onClick={() => setOpen(true)}
      >
        {opener}
      </button>
      <Dialog
        open={open}
        title={title}
        onClose={() => {
          setOpen(false);
          openButton.current?.focus();
        }}
      >
        {children}
      </Dialog>
    </>
  );
}
