import type { ReactNode } from "react";
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
import { usePageViews } from "./features/analytics";
import { SiteFooter, SiteHeader, showsSiteChrome, type LayoutData } from "./features/layout";
import { loadLayoutData } from "./features/layout/index.server";
import { useNonce } from "./lib/nonce";
import { servicesContext } from "./services.server";
import { ErrorPage } from "./ui/ErrorPage";
import { NavigationSpinner } from "./ui/NavigationSpinner";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLayoutData(context.get(servicesContext), new URL(request.url).origin);
}

// The header and footer data is the same for every page: load it with the document, not again
// on each client navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const data = useRouteLoaderData<LayoutData>("root");
  const layout = data && showsSiteChrome(pathname) ? data : null;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans">
        {layout ? <SiteHeader layout={layout} /> : null}
        <NavigationSpinner />
        <main id="main">{children}</main>
        {layout ? <SiteFooter site={layout.site} /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  usePageViews();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} />;
}
