import { data, href, redirect } from "react-router";
import type { FieldErrors, FormResult } from "~/admin/form-result";
import { z } from "zod";
import type { AuditActor } from "~/features/audit";
import type { AuditLog } from "~/features/audit/index.server";
import { csvText } from "~/lib/csv";
import { deleteForGoodForm } from "~/admin/forms/delete-for-good.server";
import { formIntent, parseForm } from "~/admin/forms/parse-form.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import type { NotFoundLog } from "./not-found-log.server";
import { CSV_COLUMNS, type LineError, readRedirectCsv } from "./redirect-csv";
import { MAX_IMPORT_BYTES } from "./redirect-limits";
import { redirectKey } from "./redirect-schema";
import { type StaffRedirects, ruleOrigins } from "./staff-redirects.server";
import { StaffRuleSchema, type StaffRuleErrors } from "./staff-rule";

// The loaders and actions of the admin's redirect screens. Each route checks the role first and
// hands in who is signed in; every answer is private (the routes add privateHeaders).

export type RedirectPageServices = {
  staffRedirects: StaffRedirects;
  notFoundLog: NotFoundLog;
  audit: Pick<AuditLog, "lastActors">;
};

/** A redirect form's answer; a CSV import's lists the lines it left out. */
type RedirectFormResult = FormResult<{ from: string; to: string; status: string }, { lineErrors?: LineError[] }>;

const RuleId = z.coerce.number().int().min(1).max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(10_000).catch(1);
const RulesQuery = z.object({
  q: z.string().trim().max(200).catch(""),
  origin: z.enum(ruleOrigins).or(z.literal("")).catch(""),
  page,
  from: z.string().trim().max(500).catch(""),
});
const LogQuery = z.object({ q: z.string().trim().max(200).catch(""), page });

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const answer = (result: RedirectFormResult, status = 200) => data<RedirectFormResult>(result, { status });
const notSent = () => answer({ tone: "error", message: "This form was not sent as the page gave it. Reload the page and try again." }, 400);

const ImportForm = z.object({
  file: z.file("Choose a CSV file to import.").meta({ label: "CSV file (from, to, status)" }),
});
const DismissForm = z.object({
  intent: z.literal("dismiss"),
  path: z.string().trim().max(500).startsWith("/").meta({ label: "Address" }),
});
const DeleteRule = deleteForGoodForm("Tick the box to confirm that the redirect goes.");

/** The redirect screens' forms as they draw them: a rule's fields, and the CSV import's file. */
const redirectFields = { rule: formFieldsOf(StaffRuleSchema), import: formFieldsOf(ImportForm) };
export type RedirectFields = typeof redirectFields;
/** The 404 log's form, as the page posts it: the address to take off the log. */
export const dismissFields = formFieldsOf(DismissForm);

/** The rules, filtered and paged, and a source to start a new rule with (from the 404 log). */
export async function rulesLoader(services: RedirectPageServices, request: Request) {
  const { from, ...rulesQuery } = RulesQuery.parse(query(request));
  const page = await services.staffRedirects.list(rulesQuery);
  // Who made or last changed each rule, as the audit log recorded it (a page's move too).
  const madeBy = Object.fromEntries(
    await services.audit.lastActors(
      "redirects",
      page.rules.map((rule) => rule.from),
    ),
  );
  return { ...page, madeBy, newFrom: from, fields: redirectFields };
}

function ruleFrom(form: FormData) {
  const parsed = parseForm(StaffRuleSchema, form);
  const values = { from: parsed.values.from ?? "", to: parsed.values.to ?? "", status: parsed.values.status ?? "" };
  return { values, parsed };
}

const refusedRule = (values: RedirectFormResult["values"], errors: FieldErrors) =>
  answer({ tone: "error", message: "The redirect is not saved: see the fields below.", errors, values }, 400);

/** The service's refusal (a rule that would loop, or a source taken), at its field. */
const listed = (errors: StaffRuleErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));

async function importCsv(services: RedirectPageServices, form: FormData, actor: AuditActor) {
  const parsed = parseForm(ImportForm, form);
  if (!parsed.ok || parsed.data.file.size === 0) return answer({ tone: "error", message: "Choose a CSV file to import." }, 400);
  const { file } = parsed.data;
  if (file.size > MAX_IMPORT_BYTES) return answer({ tone: "error", message: "The file is larger than 1 MB: split it." }, 400);
  const read = readRedirectCsv(withoutUnreadableText(await file.text()));
  if ("refused" in read) return answer({ tone: "error", message: read.refused }, 400);
  const outcome = await services.staffRedirects.importLines(read.lines, actor);
  const lineErrors = [...read.errors, ...outcome.errors].sort((a, b) => a.line - b.line);
  const counts = [`${outcome.imported} ${outcome.imported === 1 ? "redirect" : "redirects"} imported`];
  if (outcome.unchanged > 0) counts.push(`${outcome.unchanged} already as in the file`);
  if (lineErrors.length > 0) counts.push(`${lineErrors.length} ${lineErrors.length === 1 ? "line" : "lines"} left out (listed below)`);
  return answer(
    { tone: lineErrors.length > 0 ? "error" : "done", message: `${counts.join(", ")}.`, lineErrors },
    lineErrors.length > 0 ? 400 : 200,
  );
}

/** `POST /admin/redirects`: a new rule (intent `create`) or a CSV import (intent `import`). */
export async function rulesAction(services: RedirectPageServices, request: Request, actor: AuditActor) {
  const form = await request.formData().catch(() => null);
  const intent = form ? formIntent(form, ["create", "import"]) : null;
  if (form && intent === "import") return importCsv(services, form, actor);
  if (!form || intent !== "create") return notSent();
  const { values, parsed } = ruleFrom(form);
  if (!parsed.ok) return refusedRule(values, parsed.errors);
  const created = await services.staffRedirects.create(parsed.data, actor);
  if (!created.ok) return refusedRule(values, listed(created.errors));
  return answer({ tone: "done", message: `Saved: ${created.rule.from} now redirects to ${created.rule.to}.` });
}

async function ruleOr404(services: RedirectPageServices, idParam: string | undefined) {
  const id = RuleId.safeParse(idParam);
  const rule = id.success ? await services.staffRedirects.byId(id.data) : null;
  if (!rule) throw data({ message: "No such redirect: it may have been deleted." }, { status: 404 });
  return rule;
}

export async function ruleLoader(services: RedirectPageServices, idParam: string | undefined) {
  return { rule: await ruleOr404(services, idParam), fields: redirectFields.rule };
}

/** `POST /admin/redirects/:redirectId`: save (intent `save`) or delete (intent `delete`, confirmed). */
export async function ruleAction(services: RedirectPageServices, idParam: string | undefined, request: Request, actor: AuditActor) {
  const rule = await ruleOr404(services, idParam);
  const form = await request.formData().catch(() => null);
  const intent = form ? formIntent(form, ["save", "delete"]) : null;
  if (form && intent === "delete") {
    const confirmed = parseForm(DeleteRule, form);
    if (!confirmed.ok) return answer({ tone: "error", message: confirmed.errors.confirm?.join(" ") ?? "" }, 400);
    await services.staffRedirects.remove(rule.id, actor);
    throw redirect(href("/admin/redirects"));
  }
  if (!form || intent !== "save") return notSent();
  const { values, parsed } = ruleFrom(form);
  if (!parsed.ok) return refusedRule(values, parsed.errors);
  const saved = await services.staffRedirects.update(rule.id, parsed.data, actor);
  if (!saved) throw data({ message: "No such redirect: it may have been deleted." }, { status: 404 });
  if (!saved.ok) return refusedRule(values, listed(saved.errors));
  return answer({ tone: "done", message: "Saved. Visitors are sent to the new address from now on." });
}

export async function notFoundLoader(services: RedirectPageServices, request: Request) {
  return { ...(await services.notFoundLog.list(LogQuery.parse(query(request)))), fields: dismissFields };
}

/** `POST /admin/redirects/not-found`: dismiss an entry. */
export async function notFoundAction(services: RedirectPageServices, request: Request) {
  const form = await request.formData().catch(() => null);
  const parsed = form ? parseForm(DismissForm, form) : null;
  if (!parsed?.ok) return notSent();
  const { path } = parsed.data;
  await services.notFoundLog.dismiss(redirectKey(path));
  return answer({ tone: "done", message: `${path} is off the log. It comes back if visitors keep asking for it.` });
}

/** `GET /admin/redirects/export`: every rule as CSV, in the columns the import reads. */
export async function exportResponse(services: RedirectPageServices) {
  const rows = await services.staffRedirects.exportRows();
  return new Response(csvText([CSV_COLUMNS, ...rows]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="redirects.csv"',
      "Cache-Control": "private, no-store",
    },
  });
}
