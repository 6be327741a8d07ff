import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "./messages";
import { SmartLink } from "./SmartLink";

/** One step of a breadcrumb trail (SPEC §3 "Breadcrumb: label, path"); a step without a page of its own has no path. */
export type BreadcrumbItem = { label: string; path?: string };

/** A breadcrumb trail; its last item is the current page. */
export function Breadcrumb({ items }: { items: BreadcrumbItem[] }) {
  const t = useMessages(uiMessages);
  if (items.length === 0) return null;
  const last = items.length - 1;
  return (
    <nav aria-label={t("breadcrumb")} className="mx-auto max-w-(--container-page) px-6 py-4 text-sm md:px-10">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === last ? (
              <span aria-current="page" className="font-medium text-ink">
                {item.label}
              </span>
            ) : item.path === undefined ? (
              <span>{item.label}</span>
            ) : (
              <SmartLink href={item.path} className="underline-offset-4 hover:text-bronze-dark hover:underline">
                {item.label}
              </SmartLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
