import { act, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { LocaleProvider, type PageLocale } from "../../app/i18n/LocaleProvider";
import { loadLocaleRegistry } from "../../app/i18n/locales.server";
import { pageLocale } from "../../app/i18n/page-locale.server";
import { inRouter } from "./render";

const registry = loadLocaleRegistry("en-US");

/** A locale of the bundled registry as its pages carry it (the root loader's `locale`). */
export function bundledPageLocale(tag: string): PageLocale {
  const locale = registry.byTag(tag);
  if (!locale) throw new Error(`The bundled registry has no locale ${tag}.`);
  return pageLocale(registry, locale);
}

const inLocale = (locale: PageLocale, node: ReactNode) => inRouter(<LocaleProvider locale={locale}>{node}</LocaleProvider>);

/**
 * Renders `node` in `locale` as the server does, parses it into `document.body`, then hydrates it as
 * the browser does: the body, and the errors React reported while hydrating (a text the server
 * wrote otherwise than the browser is one).
 */
export async function hydratedInLocale(locale: PageLocale, node: ReactNode): Promise<{ body: HTMLElement; errors: unknown[] }> {
  document.body.innerHTML = `<div>${renderToString(inLocale(locale, node))}</div>`;
  const container = document.body.firstElementChild!;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, inLocale(locale, node), { onRecoverableError: (error) => errors.push(error) });
  });
  return { body: document.body, errors };
}
