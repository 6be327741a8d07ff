import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useMessages } from "~/i18n/LocaleProvider";
import { useNonce } from "~/lib/nonce";
import { uiMessages } from "~/ui/messages";
import { CONSENT_BANNER_ID, HIDE_BANNER_SCRIPT, openPreferences, registerPreferencesOpener, setConsentChoice } from "./consent";
import { allDenied, allGranted } from "./choices";
import { consentMessages } from "./messages";
import { useConsentChoice } from "./use-consent-choice";

// Most visits never open the preferences: their code loads on the first opening.
const PreferencesDialog = /* @__PURE__ */ lazy(() =>
  import("./PreferencesDialog").then((module) => ({ default: module.PreferencesDialog })),
);

// On a phone the three choices share one row and the text is small, so the banner leaves most of
// the first screen to the page.
const button =
  "inline-flex min-h-11 items-center justify-center px-2 text-[11px] font-semibold uppercase tracking-[0.08em] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white md:px-5 md:text-[12px] md:tracking-[0.16em]";

/**
 * The cookie banner (until the visitor chooses) and the preferences dialog that
 * `openPreferences()` opens. A fixed overlay that shifts no content. The server renders it into
 * every page, the same for every visitor, so it paints with the page (it was the documents page's
 * LCP element, 2 s late when drawn after hydration); its inline script hides it before the first
 * paint when a choice is stored, and after hydration React keeps it only while there is none.
 */
export function ConsentBanner({ privacyPolicyUrl }: { privacyPolicyUrl: string }) {
  const [open, setOpen] = useState(false);
  // Focus goes back where it was when the dialog closes (the footer link, a video's notice, the banner).
  const returnFocus = useRef<HTMLElement | null>(null);
  const { chosen, choice } = useConsentChoice();
  const nonce = useNonce();
  const t = useMessages(consentMessages);
  const ui = useMessages(uiMessages);
  const openDialog = () => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };
  useEffect(() => registerPreferencesOpener(openDialog), []);
  return (
    <>
      {chosen ? null : (
        <section
          id={CONSENT_BANNER_ID}
          // Its inline script may have set `hidden` before hydration; React removes the banner then.
          suppressHydrationWarning
          aria-label={t("banner")}
          className="fixed inset-x-0 bottom-0 z-50 print:hidden border-t border-white/15 bg-ink text-white shadow-[0_-8px_24px_rgba(0,0,0,0.25)]"
        >
          <div className="mx-auto flex max-w-(--container-page) flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between md:px-10">
            <p className="max-w-3xl text-xs leading-snug text-white/85 md:text-sm">
              {t("bannerText")}{" "}
              <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-4">
                {t("privacyPolicy")}
                <span className="sr-only"> {ui("opensInNewTab")}</span>
              </a>
            </p>
            <div className="grid shrink-0 grid-cols-3 gap-2 md:flex">
              <button type="button" onClick={() => setConsentChoice(allGranted)} className={`${button} bg-white text-ink hover:bg-sand`}>
                {t("acceptAll")}
              </button>
              <button
                type="button"
                onClick={() => setConsentChoice(allDenied)}
                className={`${button} border border-white/60 hover:bg-white/10`}
              >
                {t("rejectAll")}
              </button>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={openDialog}
                className={`${button} border border-white/60 hover:bg-white/10`}
              >
                {t("preferences")}
              </button>
            </div>
          </div>
        </section>
      )}
      {chosen ? null : <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HIDE_BANNER_SCRIPT }} />}
      {open ? (
        <Suspense fallback={null}>
          <PreferencesDialog
            open
            choice={choice}
            onClose={() => {
              setOpen(false);
              returnFocus.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The footer's "Cookie Preferences" link: reopens the choice at any time. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  const t = useMessages(consentMessages);
  return (
    <button type="button" aria-haspopup="dialog" onClick={openPreferences} className={className}>
      {t("cookiePreferences")}
    </button>
  );
}
