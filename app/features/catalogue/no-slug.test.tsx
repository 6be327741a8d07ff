// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { RouterContextProvider } from "react-router";
import { expect, it } from "vitest";
import { localeContext } from "../../i18n/context";
import { loadLocaleRegistry } from "../../i18n/locales.server";
import { defaultSiteConfig } from "../../lib/site-config";
import { type AppServices, servicesContext } from "../../services.server";
import { renderInDom } from "../../../tests/support/render";
import { loader } from "../../routes/product";
import { NoSlug } from "./ui/NoSlug";

it("says 'No Slug specified. Product General page?' when the product route has no slug", async () => {
  const url = new URL("http://localhost/products/");
  // A page of the site reads no service on its way to the no-slug answer but the site's facts for its title.
  const context = new RouterContextProvider();
  context.set(servicesContext, { site: defaultSiteConfig } as AppServices);
  context.set(localeContext, loadLocaleRegistry("en-US").defaultLocale);
  const result = await loader({ params: { "*": "" }, request: new Request(url), url, context } as never);
  expect("data" in result && result.data).toMatchObject({ kind: "no-slug" });
  // Its title is written on the server, with the page's data (decision 0056).
  expect("data" in result && result.data.meta).toContainEqual({ title: `Products | ${defaultSiteConfig.brand}` });
  renderInDom(<NoSlug />);
  expect(screen.getByText("No Slug specified. Product General page?")).toBeTruthy();
});
