import { Hono } from "hono";
import type { AppEnv } from "../../../server/app-env";
import type { AppServices } from "../../services.server";
import { clientIp } from "./client-ip.server";

/** Where other clients post a lead: the form proxy of SPEC §7 (multipart, `processor` = form name). */
export const LEAD_SUBMIT_PATH = "/api/v1/forms/submit";

/**
 * The JSON door to the lead service; the form pages post to their own route instead and get
 * the same service. Answers `{ status: "received" }`, or `{ errors }` (field -> messages) with 4xx.
 */
export function formsApi(services: AppServices) {
  const api = new Hono<AppEnv>();
  api.post("/submit", async (c) => {
    const outcome = await services.leads.submit(c.req.raw, {
      ip: clientIp(c, services.config.TRUST_PROXY),
      userAgent: c.req.header("user-agent"),
    });
    if (outcome.status === "received") return c.json({ status: "received", form: outcome.form });
    return c.json({ status: "invalid", errors: outcome.errors }, outcome.httpStatus);
  });
  return api;
}
