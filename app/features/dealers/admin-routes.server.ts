import { data, href, redirect } from "react-router";
import { z } from "zod";
import type { FormResult } from "~/admin/form-result";
import type { LineError } from "~/admin/LineErrors";
import { parseForm, refusedForm } from "~/admin/forms/parse-form.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import type { AuditActor } from "~/features/audit";
import { readFormBody } from "~/platform/form-post.server";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import type { Dealer } from "./dealer";
import { dealersCsv, readDealerCsv } from "./dealer-csv";
import { IMPORT_TOO_LARGE, MAX_IMPORT_BYTES } from "./import-limits";
import { DealerRecordFields, type DealerRecordText, dealerInputOf, recordOf } from "./dealer-record";
import { canadianProvinces, usStates } from "./regions";
import { type DealersPage, type StaffDealers, dealerStatuses } from "./staff-dealers.server";

// The loaders and actions of the dealer desk, /admin/dealers (issue 36). The routes ask the guard
// first; a role that may only read the dealers (editors) gets the pages without their forms, and
// the guard refuses its posts.

export type DealerDeskServices = { staffDealers: StaffDealers };

/** What a dealer form's post answers; an import's lists the lines it refused. */
export type DealerFormResult = FormResult<Record<string, string>, { lineErrors?: LineError[] }>;

const SaveForm = DealerRecordFields.extend({ intent: z.literal("save") });
const ActiveForm = z.object({ intent: z.enum(["deactivate", "reactivate"]) });
const DealerForm = z.discriminatedUnion("intent", [SaveForm, ActiveForm]);
const ImportForm = z.object({
  intent: z.literal("import"),
  file: z
    .file("Choose a CSV file to import.")
    .min(1, "Choose a CSV file to import: this one is empty.")
    .max(MAX_IMPORT_BYTES, IMPORT_TOO_LARGE)
    .meta({ label: "CSV file" }),
});

/** The forms of the desk as the pages draw them. */
const deskFields = { dealer: formFieldsOf(DealerRecordFields), import: formFieldsOf(ImportForm) };
export type DealerDeskFields = typeof deskFields;

const regions = Object.keys({ ...usStates, ...canadianProvinces }) as [string, ...string[]];
const byName = (names: Record<string, string>) =>
  Object.entries(names)
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([code, name]) => [code, `${name} (${code})`] as const);
/** The list's choice of state or province: the states by name, then the provinces. */
const regionChoices = [...byName(usStates), ...byName(canadianProvinces)];
const DealersQuery = z.object({
  q: z.string().trim().max(200).catch(""),
  status: z.enum(dealerStatuses).or(z.literal("")).catch(""),
  country: z.enum(["US", "CA"]).or(z.literal("")).catch(""),
  state: z.enum(regions).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

const notSent = () =>
  data<DealerFormResult>(
    { tone: "error", message: "This form was not sent as the page gave it. Reload the page and try again." },
    { status: 400 },
  );

/** `/admin/dealers`: the dealers, searched, filtered and paged; the import's form for those who may change them. */
export async function dealersLoader(services: DealerDeskServices, request: Request, mayChange: boolean) {
  const search = new URL(request.url).searchParams;
  const query = DealersQuery.parse(Object.fromEntries([...search].map(([name, value]) => [name, withoutUnreadableText(value)])));
  const page: DealersPage = await services.staffDealers.list(query);
  return { page, regions: regionChoices, mayChange, fields: deskFields.import };
}

/** The most refused lines an answer lists; the count says how many more there were. */
const LISTED_LINES = 50;

/** `POST /admin/dealers`: a CSV import, all or nothing. */
export async function dealersAction(services: DealerDeskServices, request: Request, actor: AuditActor) {
  const parsed = parseForm(ImportForm, await readFormBody(request));
  if (!parsed.ok) return refusedForm(parsed, {}, "Nothing was imported.");
  const read = readDealerCsv(await parsed.data.file.text());
  if ("refused" in read)
    return data<DealerFormResult>({ tone: "error", message: `Nothing was imported. ${read.refused}` }, { status: 400 });
  const outcome = "errors" in read ? read : await services.staffDealers.importLines(read.lines, actor);
  if ("errors" in outcome) {
    const count = outcome.errors.length;
    const more = count > LISTED_LINES ? ` The first ${LISTED_LINES} are listed.` : "";
    return data<DealerFormResult>(
      {
        tone: "error",
        message: `Nothing was imported: ${count} ${count === 1 ? "line needs" : "lines need"} a change (below). Fix the file and import it again.${more}`,
        lineErrors: outcome.errors.slice(0, LISTED_LINES),
      },
      { status: 400 },
    );
  }
  const { added, updated, unchanged } = outcome;
  return data<DealerFormResult>({
    tone: "done",
    message: `Imported: ${added} added, ${updated} changed, ${unchanged} already as in the file. The locator shows them now.`,
  });
}

/** `GET /admin/dealers/export.csv`: every dealer, in the columns the import reads. */
export async function dealersExport(services: DealerDeskServices) {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(dealersCsv(await services.staffDealers.all()), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dealers-${day}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A new dealer's form starts active, by miles around it. */
const newRecord: DealerRecordText = {
  ...(Object.fromEntries(Object.keys(DealerRecordFields.shape).map((name) => [name, ""])) as DealerRecordText),
  country: "US",
  territory_kind: "radius",
  territory_miles: "50",
  active: "yes",
};

/** `/admin/dealers/new`: the empty form. */
export function newDealerLoader() {
  return { record: newRecord, fields: deskFields.dealer };
}

/** Saves a dealer's form as parsed: the messages at the fields they concern, or the dealer saved. */
async function saveDealer(
  services: DealerDeskServices,
  posted: { data: z.output<typeof SaveForm>; values: Record<string, string> },
  actor: AuditActor,
  id?: string,
) {
  const read = dealerInputOf(posted.data);
  if (!read.ok) return { refused: refusedForm({ errors: read.errors, values: posted.values }) };
  const saved = await services.staffDealers.save(read.input, actor, id);
  if (!saved) throw data({ message: "No such dealer: it may have been removed." }, { status: 404 });
  if (!saved.ok) {
    const errors = Object.fromEntries(Object.entries(saved.errors).map(([field, message]) => [field, [message]]));
    return { refused: refusedForm({ errors, values: posted.values }) };
  }
  return { dealer: saved.dealer };
}

const dealerHref = (dealer: Pick<Dealer, "id">, saved: "added" | "saved") =>
  `${href("/admin/dealers/:dealerId", { dealerId: dealer.id })}?${new URLSearchParams({ saved })}`;

/** `POST /admin/dealers/new`: adds the dealer and opens its page. */
export async function newDealerAction(services: DealerDeskServices, request: Request, actor: AuditActor) {
  const parsed = parseForm(SaveForm, await readFormBody(request));
  if (!parsed.ok) return refusedForm(parsed);
  const saved = await saveDealer(services, parsed, actor);
  if ("refused" in saved) return saved.refused;
  throw redirect(dealerHref(saved.dealer, "added"), 303);
}

async function dealerOr404(services: DealerDeskServices, id: string | undefined): Promise<Dealer> {
  const dealer = id ? await services.staffDealers.byId(id) : undefined;
  if (!dealer) throw data({ message: "No such dealer: it may have been removed." }, { status: 404 });
  return dealer;
}

const savedMessages = { added: "The dealer is added.", saved: "Saved. The locator and the dealer's page show it now." };

/** `/admin/dealers/:dealerId`: the dealer, in its form for those who may change it. */
export async function dealerLoader(services: DealerDeskServices, id: string | undefined, request: Request, mayChange: boolean) {
  const dealer = await dealerOr404(services, id);
  const saved = new URL(request.url).searchParams.get("saved");
  const message = saved === "added" || saved === "saved" ? savedMessages[saved] : undefined;
  return { dealer, record: recordOf(dealer), fields: deskFields.dealer, mayChange, message };
}

/** `POST /admin/dealers/:dealerId`: saves the form (intent `save`), or takes the dealer out of the locator or back. */
export async function dealerAction(services: DealerDeskServices, id: string | undefined, request: Request, actor: AuditActor) {
  const dealer = await dealerOr404(services, id);
  const parsed = parseForm(DealerForm, await readFormBody(request));
  if (!parsed.ok) return parsed.values.intent === "save" ? refusedForm(parsed) : notSent();
  const { data: form, values } = parsed;
  if (form.intent !== "save") {
    const active = form.intent === "reactivate";
    await services.staffDealers.setActive(dealer.id, active, actor);
    return data<DealerFormResult>({
      tone: "done",
      message: active
        ? `${dealer.name} is active again: in the locator, on its page and offered leads.`
        : `${dealer.name} is deactivated: it left the locator, its page answers "not found" and it is offered no new leads.`,
    });
  }
  const saved = await saveDealer(services, { data: form, values }, actor, dealer.id);
  if ("refused" in saved) return saved.refused;
  throw redirect(dealerHref(saved.dealer, "saved"), 303);
}
