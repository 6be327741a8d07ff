import { type FormEvent, useId } from "react";
import { useMessages } from "~/i18n/LocaleProvider";
import { Dialog } from "~/ui/ModalDialog";
import { allDenied, allGranted } from "./choices";
import { type ConsentChoice, type OptionalCategory, setConsentChoice } from "./consent";
import { preferencesMessages } from "./preferences-messages";

const optional: OptionalCategory[] = ["preferences", "statistics", "marketing"];

const button =
  "inline-flex min-h-11 items-center justify-center px-5 text-[12px] font-semibold uppercase tracking-[0.16em] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink";

type PreferencesDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The stored choice, to start from; nothing checked before one. */
  choice: ConsentChoice | null;
};

/** The cookie preferences: one switch per category in the site's modal dialog. Saving stores the choice and closes it. */
export function PreferencesDialog({ open, onClose, choice }: PreferencesDialogProps) {
  const id = useId();
  const t = useMessages(preferencesMessages);
  const save = (next: ConsentChoice) => {
    setConsentChoice(next);
    onClose();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save({ preferences: form.has("preferences"), statistics: form.has("statistics"), marketing: form.has("marketing") });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("title")}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] max-w-none bg-white p-0 text-ink backdrop:bg-black/60"
    >
      <form onSubmit={onSubmit}>
        <p className="text-sm leading-relaxed text-stone">{t("intro")}</p>
        <ul className="mt-6 divide-y divide-ink/10 border-y border-ink/10">
          <li className="flex items-start gap-4 py-4">
            <input id={`${id}-necessary`} type="checkbox" checked disabled className="mt-1 size-5 accent-ink" />
            <label htmlFor={`${id}-necessary`} className="text-sm">
              <span className="block font-semibold">{t("necessary")}</span>
              <span className="text-stone">{t("necessaryText")}</span>
            </label>
          </li>
          {optional.map((category) => (
            <li key={category} className="flex items-start gap-4 py-4">
              <input
                id={`${id}-${category}`}
                name={category}
                type="checkbox"
                defaultChecked={choice?.[category] ?? false}
                className="mt-1 size-5 accent-ink"
              />
              <label htmlFor={`${id}-${category}`} className="text-sm">
                <span className="block font-semibold">{t(category)}</span>
                <span className="text-stone">{t(`${category}Text`)}</span>
              </label>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className={`${button} bg-ink text-white hover:bg-bronze-dark`}>
            {t("save")}
          </button>
          <button type="button" onClick={() => save(allGranted)} className={`${button} border border-ink hover:bg-ink hover:text-white`}>
            {t("acceptAll")}
          </button>
          <button type="button" onClick={() => save(allDenied)} className={`${button} border border-ink hover:bg-ink hover:text-white`}>
            {t("rejectAll")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
