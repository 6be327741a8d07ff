import { data } from "react-router";
import { withRetryAfter } from "~/platform/form-post.server";
import type { RequestInfo } from "~/platform/request";
import type { LeadConfig } from "./config";
import type { LeadService } from "./submission.server";
import { configuredCaptcha } from "./csp-sources";
import type { LeadForm } from "./options";
import type { FieldErrors, RawFields } from "./schemas";
import { DEALER_FIELD } from "./routing";
import { carriedLayout } from "./carried-layout.server";
import type { CarriedLayout } from "./quote-layout";
import type { DealerService } from "~/features/dealers/index.server";
import type { SiteConfig } from "~/lib/site-config";

/** What a form page needs from the server besides its content. */
export type LeadPageData = {
  form: LeadForm;
  /** The server's signed note of when it rendered the form (the minimum fill time counts from here). */
  fillToken: string;
  /** The token came with a document caches share (form_wrapper on a content page): the form asks for its own once scripts run. */
  fillTokenShared?: boolean;
  captcha: { provider: "turnstile" | "hcaptcha" | "recaptcha"; siteKey: string } | null;
  formAssemblyScriptUrl: string | null;
  /** Whether "Send me product news" starts ticked (the site's setting; SPEC §5's default). */
  productNewsTicked: boolean;
  /** The dealer the quote goes to first, chosen on the dealer's page (`/request-quote?dealer=slug`). */
  chosenDealer?: ChosenDealer | null;
  /** The layout carried from the opening helper (`/request-quote?product=…&width=…&layout=…`). */
  carriedLayout?: CarriedLayout | null;
};

/** A dealer a visitor chose, as the quote form names it. */
export type ChosenDealer = { slug: string; name: string; city: string; state: string };

export type LeadActionData =
  { status: "received"; form: LeadForm } | { status: "invalid"; errors: FieldErrors; values: RawFields; fillToken?: string };

/** What the form pages need of the process. */
export type LeadPageServices = { leads: LeadService; config: LeadConfig; site: Pick<SiteConfig, "productNewsTicked"> };

export function loadLeadPage(services: LeadPageServices, form: LeadForm): LeadPageData {
  return {
    form,
    fillToken: services.leads.fillToken(),
    captcha: configuredCaptcha(services.config),
    formAssemblyScriptUrl: services.config.FORM_ASSEMBLY_SCRIPT_URL ?? null,
    productNewsTicked: services.site.productNewsTicked,
  };
}

/** What the quote page needs besides a form page's: the dealers, and whether quotes go to dealers now. */
export type QuotePageServices = LeadPageServices & {
  dealers: Pick<DealerService, "activeBySlug">;
  settings: { routesToDealers: (form: LeadForm) => boolean };
};

/**
 * The quote form's page. From a dealer's page (`?dealer=slug`) it names the dealer the request goes
 * to, while quotes go to dealers; a slug of no active dealer is no choice, never an error. From the
 * opening helper it carries the system, the opening and the layout the catalogue makes (issue 37).
 */
export async function loadQuotePage(services: QuotePageServices, url: URL): Promise<LeadPageData> {
  const page = loadLeadPage(services, "lac_request_quote");
  const slug = url.searchParams.get(DEALER_FIELD);
  const dealer =
    slug && slug.length <= 90 && services.settings.routesToDealers("lac_request_quote")
      ? await services.dealers.activeBySlug(slug)
      : undefined;
  return {
    ...page,
    chosenDealer: dealer ? { slug: dealer.slug, name: dealer.name, city: dealer.city, state: dealer.state } : null,
    carriedLayout: carriedLayout(url.searchParams),
  };
}

/**
 * A form page's action: the lead service's answer, with its HTTP status, for the page to show. The
 * lead records the page's locale (`locale`, the router context's: the address's prefix).
 */
export async function submitLeadPage(
  services: Pick<LeadPageServices, "leads">,
  requestInfo: RequestInfo,
  request: Request,
  form: LeadForm,
  locale: string,
) {
  const outcome = await services.leads.submit(
    request,
    { ip: requestInfo.clientIp, userAgent: request.headers.get("user-agent") ?? undefined, locale },
    form,
  );
  if (outcome.status === "received") return data<LeadActionData>({ status: "received", form: outcome.form });
  const { errors, values, fillToken, httpStatus, retryAfterSeconds } = outcome;
  return data<LeadActionData>(
    { status: "invalid", errors, values, fillToken },
    { status: httpStatus, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
  );
}

/**
 * A form page's headers: it carries a fresh fill token and the visitor's own answers, so never from
 * a shared cache; after a refused post (429), when to try again.
 */
export function leadPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  return withRetryAfter({ "Cache-Control": "no-store" }, actionHeaders);
}
