import { useLocation } from "react-router";
import { usePageAlternates } from "~/i18n/alternates";
import { useLocale } from "~/i18n/LocaleProvider";

type LanguageLinksProps = { className?: string; linkClassName: string; currentClassName: string };

/**
 * This page in every locale the site serves, each named in its own language. Plain links, not
 * `<Link>`: another locale is another basename, so the document loads again (decision 0055). The
 * query string goes along, so a search or a filtered list stays as it was.
 */
export function LanguageLinks({ className, linkClassName, currentClassName }: LanguageLinksProps) {
  const { tag, locales } = useLocale();
  const { search } = useLocation();
  const alternates = usePageAlternates();
  const names = new Map(locales.map((locale) => [locale.tag, locale.name]));
  return (
    <ul className={className}>
      {alternates.map((alternate) => (
        <li key={alternate.tag}>
          <a
            href={`${alternate.path}${search}`}
            hrefLang={alternate.tag}
            lang={alternate.tag}
            aria-current={alternate.tag === tag ? "true" : undefined}
            className={`${linkClassName} ${alternate.tag === tag ? currentClassName : ""}`}
          >
            {names.get(alternate.tag) ?? alternate.tag}
          </a>
        </li>
      ))}
    </ul>
  );
}
