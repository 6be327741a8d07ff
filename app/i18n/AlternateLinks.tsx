import { usePageAlternates } from "./alternates";
import { useLocale } from "./LocaleProvider";

/** Open Graph writes a locale with an underscore: fr_CA. */
const openGraphLocale = (tag: string) => tag.replace("-", "_");

/**
 * The document's locale for search engines and sharing: an hreflang link to each locale the page
 * exists in, `x-default` to the default locale's, absolute on `origin`, and `og:locale`.
 */
export function AlternateLinks({ origin }: { origin: string }) {
  const alternates = usePageAlternates();
  const { tag, locales } = useLocale();
  const byDefault = alternates.find((alternate) => alternate.tag === locales[0]?.tag);
  return (
    <>
      <meta property="og:locale" content={openGraphLocale(tag)} />
      {alternates.map((alternate) => (
        <link key={alternate.tag} rel="alternate" hrefLang={alternate.tag} href={new URL(alternate.path, origin).href} />
      ))}
      {byDefault ? <link rel="alternate" hrefLang="x-default" href={new URL(byDefault.path, origin).href} /> : null}
    </>
  );
}
