import { Link, href } from "react-router";
import { CookiePreferencesButton } from "~/features/consent";
import type { SiteConfig } from "~/lib/site-config";
import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "~/ui/messages";
import { SmartLink } from "~/ui/SmartLink";
import { FooterGroup } from "./FooterGroup";
import { Logo } from "./Logo";
import { LanguageLinks } from "~/features/language";
import { layoutMessages } from "./messages";
import { navigation } from "./navigation";
import { SocialLinks } from "./SocialLinks";

export function SiteFooter({ site }: { site: SiteConfig }) {
  const t = useMessages(layoutMessages);
  const ui = useMessages(uiMessages);
  return (
    <footer className="bg-ink text-white print:hidden">
      <div className="mx-auto max-w-(--container-page) px-6 pt-16 pb-10 md:px-10 md:pt-20">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)] lg:gap-16">
          <div className="flex flex-col items-start gap-6">
            <Logo brand={site.brand} tone="light" />
            <p className="max-w-64 text-sm leading-relaxed text-white/65">{site.address}</p>
            <Link to={`tel:${site.phone.tel}`} className="text-lg font-light tracking-wide text-white transition-colors hover:text-sand">
              {site.phone.label}
            </Link>
            <Link
              to={href("/request-quote")}
              className="inline-flex min-h-11 items-center border border-white/40 px-5 text-[12px] font-semibold uppercase tracking-[0.16em] text-white transition-colors hover:bg-white hover:text-ink"
            >
              {t("requestAQuote")}
            </Link>
          </div>
          <nav aria-label={t("footerNavigation")} className="grid md:grid-cols-3 md:gap-x-10 md:gap-y-12 xl:grid-cols-6 xl:gap-x-8">
            {navigation.map((menu) => (
              <FooterGroup key={menu.name} menu={menu} />
            ))}
          </nav>
        </div>
        <div className="mt-16 flex flex-col gap-8 border-t border-white/15 pt-8 lg:flex-row lg:items-center lg:justify-between">
          <SocialLinks social={site.social} />
          <div className="flex flex-col gap-3 text-xs tracking-wide text-white/60 md:flex-row md:items-center md:gap-8">
            <p>{t("copyright", { year: new Date().getFullYear(), legalName: site.legalName })}</p>
            <nav aria-label={t("language")}>
              <LanguageLinks
                className="flex flex-wrap gap-x-4 gap-y-2"
                linkClassName="transition-colors hover:text-white"
                currentClassName="text-white underline underline-offset-4"
              />
            </nav>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link to="/terms-of-use" className="transition-colors hover:text-white">
                  {t("termsOfUse")}
                </Link>
              </li>
              <li>
                <Link to={href("/sitemap")} className="transition-colors hover:text-white">
                  {t("siteMap")}
                </Link>
              </li>
              <li>
                <CookiePreferencesButton className="transition-colors hover:text-white" />
              </li>
              <li>
                <SmartLink href={site.privacyPolicyUrl} className="transition-colors hover:text-white">
                  {t("privacyPolicy")}
                  <span className="sr-only"> {ui("opensInNewTab")}</span>
                </SmartLink>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
