import { useMemo } from "react";
import type { LocaleInfo } from "~/i18n/locale";
import { translator } from "~/i18n/messages";
import { offerMessages } from "./offer-messages";

type LanguageOfferBarProps = {
  locale: LocaleInfo;
  /** This page's address in the offered locale. */
  href: string;
  /** The offered locale's strings of the offer: the bar speaks the language it offers. */
  catalogue: Readonly<Record<string, string>>;
  onFollow: () => void;
  onDismiss: () => void;
};

const action =
  "inline-flex min-h-11 items-center px-4 text-[12px] font-semibold uppercase tracking-[0.14em] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** The small bar of the language offer, laid over the top of the page. */
export function LanguageOfferBar({ locale, href, catalogue, onFollow, onDismiss }: LanguageOfferBarProps) {
  const t = useMemo(() => translator(offerMessages, catalogue), [catalogue]);
  return (
    <aside
      aria-label={t("label")}
      lang={locale.tag}
      className="fixed inset-x-3 top-3 z-50 bg-ink p-4 text-white shadow-lg print:hidden sm:left-auto sm:w-96"
    >
      <p className="text-sm">{t("text")}</p>
      <p className="mt-3 flex flex-wrap gap-2">
        <a href={href} hrefLang={locale.tag} onClick={onFollow} className={`${action} bg-white text-ink hover:bg-sand`}>
          {t("accept")}
        </a>
        <button type="button" onClick={onDismiss} className={`${action} border border-white/60 hover:bg-white/10`}>
          {t("dismiss")}
        </button>
      </p>
    </aside>
  );
}
