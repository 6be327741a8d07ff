import { type ReactNode, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { useFileDownloads, usePageViews, useTagManager } from "./features/analytics";
import { ConsentBanner } from "./features/consent";
import { type LanguageOffers, LanguageOfferSlot } from "./features/language";
import { languageOffers } from "./features/language/index.server";
import { SiteFooter, SiteHeader, isAdminPath, showsSiteChrome, type LayoutData } from "./features/layout";
import { loadLayoutData } from "./features/layout/index.server";
import { canonicalOrigin } from "./features/seo";
import { AlternateLinks } from "./i18n/AlternateLinks";
import { localeContext } from "./i18n/context";
import { DEFAULT_PAGE_LOCALE, LocaleProvider, type PageLocale } from "./i18n/LocaleProvider";
import { pageLocale } from "./i18n/page-locale.server";
import { whenPageHydrated } from "./lib/hydration";
import { useNonce } from "./lib/nonce";
import { defaultSiteConfig } from "./lib/site-config";
import { pageSite, servicesContext } from "./services.server";
import { ErrorPage } from "./ui/ErrorPage";
import { NavigationSpinner } from "./ui/NavigationSpinner";

// The icons of public/ (scripts/render-icons.ts draws them and /favicon.ico from favicon.svg).
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const locale = context.get(localeContext);
  const layout = await loadLayoutData(services, new URL(request.url).origin, locale.tag);
  return {
    ...layout,
    site: pageSite(context),
    // A form_wrapper block may put a lead form on any content page (forms/fill-token.server.ts).
    fillToken: services.leads.fillToken(),
    locale: pageLocale(services.locales, locale),
    languageOffers: languageOffers(services.locales),
  };
}

// The header and footer data is the same for every page: load it with the document, not again
// on each client navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const data = useRouteLoaderData<LayoutData & { locale: PageLocale; languageOffers: LanguageOffers }>("root");
  const layout = data && showsSiteChrome(pathname) ? data : null;
  const locale = data?.locale ?? DEFAULT_PAGE_LOCALE;
  return (
    <LocaleProvider locale={locale}>
      <html lang={locale.tag}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#1d1d1b" />
          <Meta />
          {layout ? <AlternateLinks origin={canonicalOrigin(layout.site)} /> : null}
          <Links />
        </head>
        <body className="min-h-screen bg-white font-sans">
          {layout ? <SiteHeader layout={layout} /> : null}
          {layout ? <LanguageOfferSlot offers={layout.languageOffers} /> : null}
          <NavigationSpinner />
          <main id="main">{children}</main>
          {layout ? <SiteFooter site={layout.site} /> : null}
          {isAdminPath(pathname) ? null : <ConsentBanner privacyPolicyUrl={(data?.site ?? defaultSiteConfig).privacyPolicyUrl} />}
          <ScrollRestoration nonce={nonce} />
          <Scripts nonce={nonce} />
        </body>
      </html>
    </LocaleProvider>
  );
}

export default function App() {
  usePageViews();
  useFileDownloads();
  const gtmContainerId = useRouteLoaderData<LayoutData>("root")?.site.gtmContainerId ?? null;
  useTagManager(isAdminPath(useLocation().pathname) ? null : gtmContainerId);
  // A mark that the page is interactive, lazy blocks included, for browser tests and monitoring:
  // not every page pushes a page view (SPEC §2).
  useEffect(() => {
    whenPageHydrated(() => {
      document.documentElement.dataset.hydrated = "true";
    });
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
