import { Hono } from "hono";
import type { LocaleRegistry } from "~/i18n/locales.server";
import type { AppEnv } from "~/platform/app-env";
import { clientIp } from "~/platform/client-ip.server";
import type { LeadPageServices } from "./routes.server";
import { FILL_TOKEN_FIELD } from "./spam";

/** Where other clients post a lead: the form proxy of SPEC §7 (multipart, `processor` = form name). */
export { LEAD_SUBMIT_PATH } from "./options";

const UNKNOWN_LOCALE = "The Locale header (or the locale parameter) names no locale this site serves.";

/**
 * The JSON door to the lead service; the form pages post to their own route instead and get
 * the same service, and so do their scripts when a form carries photos, for the upload's progress.
 * Answers `{ status: "received" }`, or `{ errors }` (field -> messages) with 4xx.
 *
 * The lead records the locale it was sent in: the `Locale` header, as the content API reads it, or
 * `?locale=` (the site's pages' scripts post through an uploader that sets no header); the default
 * locale without either. A locale the site does not serve is refused, never stored.
 */
export function leadsApi(services: LeadPageServices & { locales: LocaleRegistry }) {
  const api = new Hono<AppEnv>();
  api.post("/submit", async (c) => {
    const asked = c.req.header("locale") ?? c.req.query("locale");
    const locale = asked === undefined ? services.locales.defaultLocale : services.locales.byTag(asked);
    if (!locale) return c.json({ status: "invalid", errors: { form: [UNKNOWN_LOCALE] }, values: {} }, 400);
    const outcome = await services.leads.submit(c.req.raw, {
      ip: clientIp(c, services.config.TRUST_PROXY),
      userAgent: c.req.header("user-agent"),
      locale: locale.tag,
    });
    if (outcome.status === "received") return c.json({ status: "received", form: outcome.form });
    if (outcome.retryAfterSeconds) c.header("Retry-After", String(outcome.retryAfterSeconds));
    // The answers as typed come back too, as the form pages' own answer has them (`LeadActionData`).
    return c.json({ status: "invalid", errors: outcome.errors, values: outcome.values, fillToken: outcome.fillToken }, outcome.httpStatus);
  });
  // Clients that render their own form ask for the fill token to send with it (docs/api.md).
  api.get("/token", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ fillToken: services.leads.fillToken(), field: FILL_TOKEN_FIELD });
  });
  return api;
}
