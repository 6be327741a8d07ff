import { createHmac } from "node:crypto";
import type { LeadRecord } from "./notification.server";

/**
 * The signature a receiver checks: HMAC-SHA256 with the shared secret over "{timestamp}.{body}",
 * hex encoded (docs/operations.md, "Lead delivery").
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

export function webhookBody(lead: LeadRecord): string {
  return JSON.stringify({
    id: lead.id,
    form: lead.form,
    submitted_at: lead.createdAt.toISOString(),
    fields: lead.fields,
    photos: lead.photos.map(({ original_name, content_type, size }) => ({ name: original_name, content_type, size })),
  });
}

export async function postWebhook(url: string, secret: string, lead: LeadRecord, fetchImpl: typeof fetch): Promise<void> {
  const body = webhookBody(lead);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const response = await fetchImpl(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Lead-Id": lead.id,
      "X-Lead-Timestamp": timestamp,
      "X-Lead-Signature": webhookSignature(secret, timestamp, body),
    },
    body,
    signal: AbortSignal.timeout(10_000),
    redirect: "error",
  });
  if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
}
