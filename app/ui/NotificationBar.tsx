import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "./messages";
import { SmartLink } from "./SmartLink";
import { ArrowIcon } from "./icons";

/** The bar above the header, as the layout shows it (the notification_bar block fills it). */
export type NotificationBarData = { text: string; bgColor: string; textColor: string; link?: { url: string; text: string } };

export function NotificationBar({ bar }: { bar: NotificationBarData }) {
  const t = useMessages(uiMessages);
  return (
    <aside aria-label={t("announcement")} className="print:hidden" style={{ backgroundColor: bar.bgColor, color: bar.textColor }}>
      <p className="mx-auto flex max-w-(--container-page) flex-wrap items-center justify-center gap-x-4 gap-y-1 px-6 py-2.5 text-center text-[13px] leading-snug tracking-wide">
        <span>{bar.text}</span>
        {bar.link ? (
          <SmartLink
            href={bar.link.url}
            className="inline-flex items-center gap-1.5 text-[11px] font-semibold uppercase tracking-[0.18em] underline decoration-current/40 underline-offset-4 hover:decoration-current"
          >
            {bar.link.text}
            <ArrowIcon className="size-3" />
          </SmartLink>
        ) : null}
      </p>
    </aside>
  );
}
