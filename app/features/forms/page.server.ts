import { data } from "react-router";
import type { AppServices, RequestInfo } from "../../services.server";
import { configuredCaptcha } from "./csp-sources";
import type { LeadForm } from "./options";
import type { FieldErrors, RawFields } from "./schemas";

/** What a form page needs from the server besides its content. */
export type LeadPageData = {
  form: LeadForm;
  /** When the server rendered the form (the minimum fill time counts from here). */
  startedAt: number;
  captcha: { provider: "turnstile" | "hcaptcha" | "recaptcha"; siteKey: string } | null;
  formAssemblyScriptUrl: string | null;
};

export type LeadActionData = { status: "received"; form: LeadForm } | { status: "invalid"; errors: FieldErrors; values: RawFields };

export function loadLeadPage(services: AppServices, form: LeadForm): LeadPageData {
  return {
    form,
    startedAt: Date.now(),
    captcha: configuredCaptcha(services.config),
    formAssemblyScriptUrl: services.config.FORM_ASSEMBLY_SCRIPT_URL ?? null,
  };
}

/** A form page's action: the lead service's answer, with its HTTP status, for the page to show. */
export async function submitLeadPage(services: AppServices, requestInfo: RequestInfo, request: Request, form: LeadForm) {
  const outcome = await services.leads.submit(
    request,
    { ip: requestInfo.clientIp, userAgent: request.headers.get("user-agent") ?? undefined },
    form,
  );
  if (outcome.status === "received") return data<LeadActionData>({ status: "received", form: outcome.form });
  return data<LeadActionData>({ status: "invalid", errors: outcome.errors, values: outcome.values }, { status: outcome.httpStatus });
}

/** Form pages carry a fresh start time and the visitor's own answers: never from a shared cache. */
export const leadPageHeaders = { "Cache-Control": "no-store" };
