import { formIntent, parseForm, refusedForm } from "~/admin/forms/parse-form.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import type { FormResult } from "~/admin/form-result";
import { data } from "react-router";
import type { AuditActor } from "~/features/audit";
import { leadForms, routableForms, type RoutableForm } from "~/features/leads";
import { type LeadConfig, recipientsFor } from "~/features/leads/index.server";
import { readFormBody } from "~/platform/form-post.server";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import {
  CompanyFactsSchema,
  DealerRoutingFormSchema,
  LeadRecipientsSchema,
  ProductNewsForm,
  SystemBudgetsSchema,
  pricedSystems,
} from "./schema.server";
import type { SiteSettings } from "./service.server";
import { type LeadRecipients, SOCIAL_ROWS_MAX, type SettingsPageData, type SettingsForm, routingField } from "./settings";

export type SettingsServices = { settings: SiteSettings; config: LeadConfig };

export function settingsLoader(services: SettingsServices): SettingsPageData & { productNewsFields: ProductNewsFields } {
  const configuredRecipients = Object.fromEntries(leadForms.map((form) => [form, recipientsFor(services.config, form)])) as LeadRecipients;
  return {
    ...services.settings.current(),
    configuredRecipients,
    pricedSystems: [...pricedSystems],
    productNewsFields: productNewsFields,
  };
}

const productNewsFields = formFieldsOf(ProductNewsForm);
/** The product news form's fields as the page draws them. */
export type ProductNewsFields = typeof productNewsFields;

function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && name !== "intent") values[name] = withoutUnreadableText(value);
  return values;
}

type SettingsResult = FormResult<Record<string, string>, { form: SettingsForm }>;

const saved = (form: SettingsForm, message: string) => data<SettingsResult>({ form, message, tone: "done" });

function refused(form: SettingsForm, issues: { path: PropertyKey[]; message: string }[], values: Record<string, string>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join(".")] ??= []).push(issue.message);
  return data<SettingsResult>(
    { form, message: "Some fields need a change. Nothing was saved.", tone: "error", errors, values },
    { status: 400 },
  );
}

/** The company facts as the form names them (`phone.tel`, `social.2.url`); empty social rows are left out. */
function companyInput(values: Record<string, string>) {
  const text = (name: string) => values[name] ?? "";
  const phone = (name: string) => ({ label: text(`${name}.label`), tel: text(`${name}.tel`) });
  const social = Array.from({ length: SOCIAL_ROWS_MAX }, (_, index) => ({
    name: text(`social.${index}.name`),
    url: text(`social.${index}.url`),
  }));
  return {
    brand: text("brand"),
    legalName: text("legalName"),
    phone: phone("phone"),
    salesPhone: phone("salesPhone"),
    servicePhone: phone("servicePhone"),
    address: text("address"),
    privacyPolicyUrl: text("privacyPolicyUrl"),
    social: social.filter((row) => row.name.trim() || row.url.trim()),
  };
}

/** The budget ranges as the form names them (`{key}.low`, `{key}.high`); a system with both left empty has none. */
function budgetsInput(values: Record<string, string>) {
  return Object.fromEntries(
    pricedSystems.flatMap(({ key }) => {
      const low = values[`${key}.low`] ?? "";
      const high = values[`${key}.high`] ?? "";
      return low.trim() || high.trim() ? [[key, { low, high }]] : [];
    }),
  );
}

/** The settings screen's forms: the company facts, who gets each form's leads, the typical budgets, and which forms' leads go to dealers. */
export async function settingsAction(services: SettingsServices, request: Request, actor: AuditActor) {
  const form = await readFormBody(request);
  const values = typedValues(form);
  const intent = formIntent(form, ["company", "recipients", "budgets", "routing", "consent"]);
  if (intent === "company") {
    const input = companyInput(values);
    const facts = CompanyFactsSchema.safeParse(input);
    if (!facts.success) {
      // Errors of social rows are keyed by their place among the filled rows: give them the form's own row numbers.
      const rows = Array.from({ length: SOCIAL_ROWS_MAX }, (_, index) => index).filter(
        (index) => values[`social.${index}.name`]?.trim() || values[`social.${index}.url`]?.trim(),
      );
      const issues = facts.error.issues.map((issue) =>
        issue.path[0] === "social" && typeof issue.path[1] === "number"
          ? { ...issue, path: ["social", rows[issue.path[1]] ?? issue.path[1], ...issue.path.slice(2)] }
          : issue,
      );
      return refused("company", issues, values);
    }
    await services.settings.saveCompany(facts.data, actor);
    return saved("company", "Saved: every page shows the new facts now.");
  }
  if (intent === "recipients") {
    const recipients = LeadRecipientsSchema.safeParse(Object.fromEntries(leadForms.map((name) => [name, values[name] ?? ""])));
    if (!recipients.success) return refused("recipients", recipients.error.issues, values);
    await services.settings.saveLeadRecipients(recipients.data, actor);
    return saved("recipients", "Saved: the next leads go to these addresses.");
  }
  if (intent === "budgets") {
    const budgets = SystemBudgetsSchema.safeParse(budgetsInput(values));
    if (!budgets.success) return refused("budgets", budgets.error.issues, values);
    await services.settings.saveBudgets(budgets.data, actor);
    return saved("budgets", "Saved: the opening helper shows these budgets now.");
  }
  if (intent === "routing") {
    // One box per form that can go to dealers (routingField); an unticked box is not sent.
    const sent = Object.fromEntries(
      routableForms.flatMap((name) => (routingField(name) in values ? [[name, values[routingField(name)]]] : [])),
    );
    const routing = DealerRoutingFormSchema.safeParse(sent);
    if (!routing.success) {
      const issues = routing.error.issues.map((issue) => ({ ...issue, path: [routingField(issue.path[0] as RoutableForm)] }));
      return refused("routing", issues, values);
    }
    await services.settings.saveDealerRouting(routing.data, actor);
    return saved("routing", "Saved: the next leads of each form follow it, on every instance.");
  }
  if (intent === "consent") {
    const parsed = parseForm(ProductNewsForm, form);
    if (!parsed.ok) return refusedForm(parsed, { form: "consent" as const });
    await services.settings.saveProductNews(parsed.data.productNews, actor);
    return saved(
      "consent",
      parsed.data.productNews === "ticked"
        ? "Saved: the product news box starts ticked on every form now."
        : "Saved: the product news box starts unticked on every form now.",
    );
  }
  return data<SettingsResult>({ form: "company", message: "That form is not one of this page's.", tone: "error" }, { status: 400 });
}
