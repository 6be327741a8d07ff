import type { FormResult } from "~/admin/form-result";
import { parseForm } from "~/admin/forms/parse-form.server";
import path from "node:path";
import { Readable } from "node:stream";
import { data, href, redirect } from "react-router";
import { z } from "zod";
import { adminAccess, type Staff } from "~/features/accounts";
import { isDealerSlug } from "~/features/dealers";
import type { AccountService } from "~/features/accounts/index.server";
import { deleteForGoodForm } from "~/admin/forms/delete-for-good.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import { type Assignee, type InboxFilter, type LeadDetail, NOTE_MAX_LENGTH, UNASSIGNED, leadStatuses, routingFilters } from "./inbox";
import type { LeadChange, LeadInbox } from "./inbox.server";
import { type DeliveryReadinessSources, deliveryReadiness } from "./delivery-readiness.server";
import type { LeadQuery } from "./lead-query.server";
import type { LeadReassignment } from "./reassign.server";
import { type DealerOption, SALES_TEAM, reassignFields } from "./routing-history";
import { PHOTOS_MAX_COUNT, leadForms } from "./options";

// The loaders and actions of the leads inbox's admin routes. Each route checks the role first.

export type LeadInboxServices = DeliveryReadinessSources & {
  leadInbox: LeadInbox;
  accounts: Pick<AccountService, "staffWithRoles" | "staffNames">;
  leadReassignment: Pick<LeadReassignment, "choices" | "reassign">;
};

/** What a lead's page says after a change. */

const privateFile = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff", "X-Robots-Tag": "noindex, nofollow" };

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    // Not a day of the calendar (2026-02-31): no date, or another day than the one written.
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  });
const InboxQuery = z.object({
  view: z.literal("spam").or(z.literal("")).catch(""),
  form: z.enum(leadForms).or(z.literal("")).catch(""),
  from: Day.or(z.literal("")).catch(""),
  to: Day.or(z.literal("")).catch(""),
  status: z.enum(leadStatuses).or(z.literal("")).catch(""),
  assignee: z
    .string()
    .regex(/^[\w-]{0,100}$/)
    .catch(""),
  routing: z.enum(routingFilters).or(z.literal("")).catch(""),
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The inbox's filter from its address; anything unreadable falls back to "all" rather than failing. */
function inboxQueryFrom(search: URLSearchParams): InboxFilter & { page: number } {
  const value = (name: string) => withoutUnreadableText(search.get(name) ?? "");
  return InboxQuery.parse({
    view: value("view"),
    form: value("form"),
    from: value("from"),
    to: value("to"),
    status: value("status"),
    assignee: value("assignee"),
    routing: value("routing"),
    q: value("q"),
    page: value("page") || 1,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The service's query for a filter: the `to` day is included, so the query ends the day after. */
function leadQueryOf(filter: InboxFilter): LeadQuery {
  return {
    spam: filter.view === "spam",
    form: filter.form || undefined,
    from: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
    until: filter.to ? new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
    status: filter.status || undefined,
    assignee: filter.assignee === UNASSIGNED ? null : filter.assignee || undefined,
    routing: filter.routing || undefined,
    q: filter.q || undefined,
  };
}

/** The members of staff who may open the inbox: whom a lead may be assigned to. */
async function assigneesOf(services: LeadInboxServices): Promise<Assignee[]> {
  const staff = await services.accounts.staffWithRoles(adminAccess["admin-leads"]);
  return staff.map(({ id, name }) => ({ id, name }));
}

export async function inboxLoader(services: LeadInboxServices, request: Request) {
  const search = new URL(request.url).searchParams;
  const { page, ...filter } = inboxQueryFrom(search);
  const [inbox, assignees, spamCount] = await Promise.all([
    services.leadInbox.list(leadQueryOf(filter), page),
    assigneesOf(services),
    services.leadInbox.spamCount(),
  ]);
  return {
    inbox,
    filter,
    assignees,
    spam: { count: spamCount, retentionDays: services.leadInbox.spamRetentionDays },
    deleted: search.has("deleted"),
    readiness: deliveryReadiness(services),
  };
}

/** `GET /admin/leads/export.csv?<the inbox's filter>`: every lead the filter shows, as a CSV download streamed from the database. */
export async function leadsExportLoader(services: LeadInboxServices, request: Request): Promise<Response> {
  const { page: _page, ...filter } = inboxQueryFrom(new URL(request.url).searchParams);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(services.leadInbox.csv(leadQueryOf(filter), await services.accounts.staffNames()), {
    headers: {
      ...privateFile,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${filter.form ? `${filter.form}-` : ""}${day}.csv"`,
    },
  });
}

const LeadId = z.uuid();

async function leadOr404(services: LeadInboxServices, idParam: string | undefined): Promise<LeadDetail> {
  const id = LeadId.safeParse(idParam);
  const lead = id.success ? await services.leadInbox.lead(id.data) : null;
  if (!lead) throw data({ message: "No such lead." }, { status: 404 });
  return lead;
}

const DealerSearch = z.string().trim().max(100).catch("");

/** A lead's page: the lead, whom it may be assigned to, and (for a routed lead) the dealers it may be given to, nearest or searched. */
export async function leadLoader(services: LeadInboxServices, idParam: string | undefined, request: Request) {
  const [lead, assignees] = await Promise.all([leadOr404(services, idParam), assigneesOf(services)]);
  const dealerSearch = DealerSearch.parse(withoutUnreadableText(new URL(request.url).searchParams.get(reassignFields.search) ?? ""));
  const dealerOptions: DealerOption[] = lead.routing ? await services.leadReassignment.choices(lead.id, dealerSearch) : [];
  return { lead, assignees, dealerOptions, dealerSearch, fields: leadPageFields, readiness: deliveryReadiness(services) };
}

const PhotoIndex = z.coerce.number().int().min(1).max(PHOTOS_MAX_COUNT);
/** The types a photo is served as; the upload checked the bytes of each (multipart.server.ts). */
const photoTypes = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif", "image/heic", "image/tiff"]);

/** A name for the download that says what it is and carries nothing a header could misread. */
function safeFileName(name: string, index: number): string {
  const readable = name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(-100);
  return readable || `photo-${index}`;
}

/**
 * `GET /admin/leads/:leadId/photos/:index`: a lead's photo, found through the lead's row (never a
 * name from the address), for signed-in staff only and never stored by a cache.
 */
export async function leadPhotoLoader(services: LeadInboxServices, params: { leadId?: string; index?: string }): Promise<Response> {
  const notFound = () =>
    new Response("No such photo.", { status: 404, headers: { ...privateFile, "Content-Type": "text/plain; charset=utf-8" } });
  const id = LeadId.safeParse(params.leadId);
  const index = PhotoIndex.safeParse(params.index);
  if (!id.success || !index.success) return notFound();
  const photo = await services.leadInbox.openPhoto(id.data, index.data);
  if (!photo) return notFound();
  const stream = Readable.toWeb(photo.body) as ReadableStream<Uint8Array>;
  return new Response(stream, {
    headers: {
      ...privateFile,
      "Content-Type": photoTypes.has(photo.contentType) ? photo.contentType : "application/octet-stream",
      "Content-Length": String(photo.size),
      "Content-Disposition": `inline; filename="${safeFileName(path.basename(photo.name), index.data)}"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

const answer = (tone: FormResult["tone"], message: string, status = 200, errors?: FormResult["errors"]) =>
  data<FormResult>({ tone, message, ...(errors ? { errors } : {}) }, { status });

const NOT_FOUND_ANY_MORE = "This lead is not in the inbox any more.";
const NOT_AS_GIVEN = "This form was not sent as the page gave it. Reload the page and try again.";
const RELEASED = "Released to the inbox: its deliveries are due now, and the outbox sends them within a minute.";
const NOT_SPAM_ANY_MORE = "This lead is not among the suspected spam any more.";
const done = (change: LeadChange, message: string) => (change.ok ? answer("done", message) : answer("error", NOT_FOUND_ANY_MORE, 404));

const Note = z
  .string()
  .trim()
  .min(1, "Write the note first.")
  .max(NOTE_MAX_LENGTH, `Keep a note under ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`)
  .meta({ label: "New note", hint: "Notes cannot be changed or removed once added.", input: "textarea" });
const DeliveryId = z.coerce.number().int().min(1).max(2_147_483_647).meta({ label: "Delivery" });
const NoteForm = z.object({ intent: z.literal("note"), note: Note });
const AssignForm = z.object({
  intent: z.literal("assign"),
  // Empty for nobody; otherwise someone of the sales team or an administrator, checked against the list.
  assignee: z.string().max(100).meta({ label: "Assigned to" }),
});

const CHOOSE_DEALER = "Choose a dealer from the list, or the sales team.";
/** The lead page's reassignment: a dealer's slug, or the sales team. */
const ReassignForm = z.object({
  [reassignFields.dealer]: z.union([z.literal(SALES_TEAM), z.string().refine(isDealerSlug)], { error: CHOOSE_DEALER }),
});

/** The lead page's forms, told apart by their intent. */
const LeadPageForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(leadStatuses).meta({ label: "Status" }) }),
  AssignForm,
  NoteForm,
  z.object({ intent: z.literal("retry"), delivery: DeliveryId }),
  ReassignForm.extend({ intent: z.literal("reassign") }),
  z.object({ intent: z.literal("release") }),
  deleteForGoodForm("Tick the box to confirm that the lead goes for good."),
]);
type LeadPageForm = z.output<typeof LeadPageForm>;

/** The lead page's forms as it draws them: a note, and whom the lead is assigned to. */
const leadPageFields = { note: formFieldsOf(NoteForm), assign: formFieldsOf(AssignForm) };
export type LeadPageFields = typeof leadPageFields;

/** Why one of the lead page's forms was refused, in the words of that form. */
function refusedLeadForm({ errors, values }: { errors: FormResult["errors"] & object; values: Record<string, string> }) {
  switch (values.intent) {
    case "status":
      return answer("error", "Choose whether the lead is new or handled.", 400);
    case "note":
      return answer("error", "The note needs a change.", 400, { note: errors.note ?? [] });
    case "retry":
      return answer("error", "This delivery is sent already or is not one of this lead's.", 409);
    case "reassign":
      return answer("error", CHOOSE_DEALER, 400, errors);
    case "delete":
      return answer("error", errors.confirm?.[0] ?? NOT_AS_GIVEN, 400);
    default:
      return answer("error", NOT_AS_GIVEN, 400);
  }
}

/** Gives the lead to the dealer or the sales team the form names, and says what became of it. */
async function reassign(services: LeadInboxServices, actor: Staff, leadId: string, form: Extract<LeadPageForm, { intent: "reassign" }>) {
  const chosen = form[reassignFields.dealer];
  const done = await services.leadReassignment.reassign(actor, leadId, { dealer: chosen === SALES_TEAM ? null : chosen });
  if (!done.ok && done.reason === "no_dealer")
    return answer("error", "That dealer is not active any more. Choose another.", 400, { [reassignFields.dealer]: [CHOOSE_DEALER] });
  if (!done.ok && done.reason === "not_routable") return answer("error", "This lead does not go to dealers.", 409);
  if (!done.ok) return answer("error", NOT_FOUND_ANY_MORE, 404);
  if (!done.changed) return answer("done", "Nothing changed: the lead is with them already.");
  return answer(
    "done",
    done.dealerName
      ? `Offered to ${done.dealerName}: their e-mail with the Accept and Pass links goes out within a minute.`
      : "The lead is with the sales team now.",
  );
}

/** The lead page's changes: status, assignee, a note, a delivery retried, the lead given to a dealer or the sales team, the lead deleted. */
export async function leadAction(services: LeadInboxServices, staff: Staff, idParam: string | undefined, request: Request) {
  const lead = await leadOr404(services, idParam);
  const actor = { id: staff.id, name: staff.name };
  const posted = await request.formData().catch(() => null);
  const parsed = posted ? parseForm(LeadPageForm, posted) : null;
  if (!parsed) return answer("error", NOT_AS_GIVEN, 400);
  if (!parsed.ok) return refusedLeadForm(parsed);
  const form = parsed.data;
  const inbox = services.leadInbox;
  switch (form.intent) {
    case "status":
      return done(await inbox.setStatus(actor, lead.id, form.status), form.status === "handled" ? "Marked as handled." : "Reopened.");
    case "assign": {
      const assignee = form.assignee ? (await assigneesOf(services)).find((person) => person.id === form.assignee) : null;
      if (assignee === undefined)
        return answer("error", "Choose someone of the sales team or an administrator.", 400, {
          assignee: ["Choose someone from the list."],
        });
      return done(
        await inbox.assign(actor, lead.id, assignee?.id ?? null),
        assignee ? `Assigned to ${assignee.name}.` : "Nobody is assigned now.",
      );
    }
    case "note":
      return done(await inbox.addNote(actor, lead.id, form.note), "Note added.");
    case "retry": {
      const retried = await inbox.retry(actor, lead.id, form.delivery);
      if (!retried.ok) return answer("error", "This delivery is sent already or is not one of this lead's.", 409);
      return answer("done", "The delivery is due now: the outbox sends it within a minute.");
    }
    case "reassign":
      return reassign(services, staff, lead.id, form);
    case "release": {
      const released = await inbox.release(actor, lead.id);
      return released.ok ? answer("done", RELEASED) : answer("error", NOT_SPAM_ANY_MORE, 409);
    }
    case "delete": {
      const removed = await inbox.remove(actor, lead.id);
      if (!removed.ok) return answer("error", NOT_FOUND_ANY_MORE, 404);
      throw redirect(`${href("/admin/leads")}?deleted=1`);
    }
  }
}

const ReleaseForm = z.object({ intent: z.literal("release"), lead: LeadId.meta({ label: "Lead" }) });

/** The suspected spam list's one action: a lead released to the inbox with one click. */
export async function inboxAction(services: LeadInboxServices, staff: Staff, request: Request) {
  const posted = await request.formData().catch(() => null);
  const parsed = posted ? parseForm(ReleaseForm, posted) : null;
  if (!parsed?.ok) return answer("error", NOT_AS_GIVEN, 400);
  const released = await services.leadInbox.release({ id: staff.id, name: staff.name }, parsed.data.lead);
  return released.ok ? answer("done", RELEASED) : answer("error", NOT_SPAM_ANY_MORE, 409);
}
