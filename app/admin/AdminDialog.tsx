import { adminButtonClass, adminDangerButtonClass } from "./admin-buttons";
import { useEffect, useId, useRef, type ReactNode, type Ref } from "react";

const dialogClass = "m-auto border border-line bg-white backdrop:bg-ink/40";

type Props = {
  ref: Ref<HTMLDialogElement>;
  title: string;
  /** The search field at the top of the dialog: its label is also its placeholder. */
  search: { label: string; value: string; onChange: (value: string) => void };
  /** A line under the search field. */
  note?: string;
  onClose?: () => void;
  children: ReactNode;
};

/**
 * A modal picker of the admin (the block palette, the media library's chooser): a title, a Close
 * button and a search field that stay at the top while the choices scroll. Escape closes it too.
 */
export function AdminDialog({ ref, title, search, note, onClose, children }: Props) {
  const headingId = useId();
  return (
    <dialog ref={ref} aria-labelledby={headingId} onClose={onClose} className={`${dialogClass} max-h-[85vh] w-[min(56rem,94vw)] p-0`}>
      <div className="sticky top-0 z-10 border-b border-line bg-white p-5">
        <div className="flex items-center justify-between gap-4">
          <h2 id={headingId} className="text-lg font-medium text-ink">
            {title}
          </h2>
          {/* Not a method="dialog" form: the block palette sits inside the draft's form. */}
          <button
            type="button"
            className="border border-line px-3 py-1 text-sm text-ink hover:border-ink focus-visible:outline-2 focus-visible:outline-bronze"
            onClick={(event) => event.currentTarget.closest("dialog")?.close()}
          >
            Close
          </button>
        </div>
        <input
          type="search"
          aria-label={search.label}
          placeholder={search.label}
          className="mt-3 block w-full border border-line bg-white px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-bronze"
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
        />
        {note ? <p className="mt-2 text-xs text-stone">{note}</p> : null}
      </div>
      {children}
    </dialog>
  );
}

type QuestionProps = {
  /** Shown as a modal while true. */
  open: boolean;
  title: string;
  children: ReactNode;
  /** The answer that keeps things as they are: it has the focus first, and Escape gives it too. */
  cancel: { label: string; onChoose: () => void };
  confirm: { label: string; onChoose: () => void };
};

/** A modal question of the admin with two answers (leave a page with unsaved changes, or stay). */
export function AdminQuestion({ open, title, children, cancel, confirm }: QuestionProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        cancel.onChoose();
      }}
      className={`${dialogClass} w-[min(28rem,94vw)] p-6`}
    >
      <h2 id={headingId} className="text-lg font-medium text-ink">
        {title}
      </h2>
      <div className="mt-2 text-sm text-stone">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" autoFocus className={adminButtonClass} onClick={cancel.onChoose}>
          {cancel.label}
        </button>
        <button type="button" className={adminDangerButtonClass} onClick={confirm.onChoose}>
          {confirm.label}
        </button>
      </div>
    </dialog>
  );
}
