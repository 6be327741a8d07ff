import { z } from "zod";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import { auditAreas } from "./audit";
import type { AuditFilter, AuditLogView } from "./filter";
import type { AuditLog } from "./service.server";

export type AuditPageServices = {
  audit: Pick<AuditLog, "list">;
  /** The members of staff, for the "who" filter (the accounts service's users). */
  accounts: { users: { list(): Promise<{ id: string; name: string }[]> } };
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as the date field sends it; a day that does not exist (2026-02-31) is no day. */
const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  })
  .catch("");

const AuditQuery = z.object({
  area: z.enum(auditAreas).or(z.literal("")).catch(""),
  who: z.string().max(100).catch(""),
  q: z.string().trim().max(200).catch(""),
  from: Day,
  to: Day,
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The audit page's filter from its address; anything unreadable falls back to "all" rather than failing. */
export function auditQueryFrom(search: URLSearchParams): AuditFilter & { page: number } {
  const value = (name: string) => withoutUnreadableText(search.get(name) ?? "");
  return AuditQuery.parse({
    area: value("area"),
    who: value("who"),
    q: value("q"),
    from: value("from"),
    to: value("to"),
    page: search.get("page") ?? 1,
  });
}

export async function auditLogLoader(services: AuditPageServices, request: Request): Promise<AuditLogView> {
  const { page, ...filter } = auditQueryFrom(new URL(request.url).searchParams);
  const [found, staff] = await Promise.all([
    services.audit.list({
      area: filter.area || undefined,
      actorId: filter.who || undefined,
      q: filter.q || undefined,
      from: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
      // The day typed is included: the range ends when the next day starts.
      until: filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS) : undefined,
      page,
    }),
    services.accounts.users.list(),
  ]);
  return { ...found, filter, people: staff.map(({ id, name }) => ({ id, name })) };
}
