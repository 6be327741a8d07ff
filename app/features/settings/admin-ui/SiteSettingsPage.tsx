import type { FormResult } from "~/admin/form-result";
import type { ReactNode } from "react";
import { Form, Link, href } from "react-router";
import { FormMessage } from "~/admin/FormMessage";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { ProductNewsFields } from "../admin-routes.server";
import { adminButtonClass } from "~/admin/admin-buttons";
import { leadForms, leadFormTitles, routableForms } from "~/features/leads";
import { Checkbox, TextArea, TextField } from "~/ui/fields";
import {
  BUDGET_MAX,
  BUDGET_MIN,
  type Changed,
  type CompanyFacts,
  SOCIAL_ROWS_MAX,
  type SettingsPageData,
  type SettingsForm,
  routingField,
} from "../settings";

type SettingsResult = FormResult<Record<string, string>, { form: SettingsForm }>;
/** A form of the page: what is stored, and the page's answer to the last post. */
type SectionProps = { page: SettingsPageData; result: SettingsResult | undefined };

const sectionClass = "space-y-5 border border-line bg-white p-4 sm:p-6";
/** Empty rows under the stored profiles, to add new ones. */
const NEW_SOCIAL_ROWS = 2;

/** One form of the page: its heading, the answer to its last post, and who changed it last. */
function SettingsSection({
  id,
  title,
  own,
  changed,
  children,
}: {
  id: string;
  title: string;
  own: SettingsResult | undefined;
  changed: Changed | null;
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate className={sectionClass} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-medium text-ink">
        {title}
      </h2>
      <FormMessage message={own?.message} tone={own?.tone ?? "done"} />
      <LastChange changed={changed} />
      {children}
    </Form>
  );
}

function LastChange({ changed }: { changed: Changed | null }) {
  return (
    <p className="text-sm text-stone">
      {changed ? `Last changed ${changed.at.slice(0, 16).replace("T", " ")} UTC by ${changed.by}.` : "As the site was delivered."}
    </p>
  );
}

function CompanyForm({ company, changed, result }: { company: CompanyFacts; changed: Changed | null; result: SettingsResult | undefined }) {
  const own = result?.form === "company" ? result : undefined;
  const typed = (name: string, stored: string) => own?.values?.[name] ?? stored;
  const field = (name: string, label: string, stored: string, maxLength: number, hint?: string) => (
    <TextField
      name={name}
      label={label}
      hint={hint}
      defaultValue={typed(name, stored)}
      maxLength={maxLength}
      errors={own?.errors?.[name]}
      required
    />
  );
  const phone = (name: "phone" | "salesPhone" | "servicePhone", legend: string) => (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {field(`${name}.label`, "As visitors read it", company[name].label, 40)}
      {field(`${name}.tel`, "Number to dial", company[name].tel, 20, "+ and digits, e.g. +18882210141")}
    </fieldset>
  );
  const rows = Math.min(SOCIAL_ROWS_MAX, company.social.length + NEW_SOCIAL_ROWS);
  return (
    <SettingsSection id="company-heading" title="Company facts" own={own} changed={changed}>
      {field("brand", "Brand", company.brand, 100)}
      {field("legalName", "Legal name", company.legalName, 200, "In the footer's copyright line.")}
      {phone("phone", "Main phone number")}
      {phone("salesPhone", "Sales phone number")}
      {phone("servicePhone", "Service phone number")}
      {field("address", "Address", company.address, 300)}
      {field("privacyPolicyUrl", "Privacy policy address", company.privacyPolicyUrl, 2000, "Starts with https://.")}
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-ink">Social profiles (leave a row empty to remove it)</legend>
        {Array.from({ length: rows }, (_, index) => {
          const profile = company.social[index];
          return (
            <div key={index} className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <TextField
                name={`social.${index}.name`}
                label={`Network ${index + 1}`}
                defaultValue={typed(`social.${index}.name`, profile?.name ?? "")}
                maxLength={40}
                errors={own?.errors?.[`social.${index}.name`]}
              />
              <TextField
                name={`social.${index}.url`}
                label={`Profile address ${index + 1}`}
                type="url"
                defaultValue={typed(`social.${index}.url`, profile?.url ?? "")}
                maxLength={2000}
                errors={own?.errors?.[`social.${index}.url`]}
              />
            </div>
          );
        })}
      </fieldset>
      <HiddenValues values={{ intent: "company" }} />
      <button type="submit" className={adminButtonClass}>
        Save the company facts
      </button>
    </SettingsSection>
  );
}

function RecipientsForm({ page, result }: SectionProps) {
  const own = result?.form === "recipients" ? result : undefined;
  return (
    <SettingsSection id="recipients-heading" title="Who gets the leads" own={own} changed={page.updated.leadRecipients}>
      {leadForms.map((form) => {
        const configured = page.configuredRecipients[form];
        return (
          <TextArea
            key={form}
            name={form}
            label={leadFormTitles[form]}
            hint={`E-mail addresses, separated by commas. ${configured.length > 0 ? `Left empty: ${configured.join(", ")} (the server's setting).` : "Left empty: the server's setting, which names nobody for this form."}`}
            defaultValue={own?.values?.[form] ?? page.leadRecipients[form].join(", ")}
            maxLength={6000}
            errors={own?.errors?.[form]}
          />
        );
      })}
      <HiddenValues values={{ intent: "recipients" }} />
      <button type="submit" className={adminButtonClass}>
        Save the recipients
      </button>
    </SettingsSection>
  );
}

/** Which forms' leads go to dealers (issue 36): a box per form that can. */
function RoutingForm({ page, result }: SectionProps) {
  const own = result?.form === "routing" ? result : undefined;
  return (
    <SettingsSection id="routing-heading" title="Leads routed to dealers" own={own} changed={page.updated.dealerRouting}>
      <p className="max-w-2xl text-sm text-stone">
        A ticked form's leads are offered first to the nearest dealer whose territory covers their ZIP or postal code, and reach the sales
        inbox only when dealers pass or none covers the place. Unticked, its leads go straight to the sales inbox. A change applies to the
        leads that come in from now on; a lead already with a dealer finishes its routing.
      </p>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-ink">Route to dealers</legend>
        {routableForms.map((form) => (
          <Checkbox
            key={form}
            name={routingField(form)}
            label={leadFormTitles[form]}
            defaultChecked={own?.values ? own.values[routingField(form)] === "true" : page.dealerRouting[form]}
            errors={own?.errors?.[routingField(form)]}
          />
        ))}
      </fieldset>
      <HiddenValues values={{ intent: "routing" }} />
      <button type="submit" className={adminButtonClass}>
        Save the routing
      </button>
    </SettingsSection>
  );
}

/** Whether the lead forms' "Send me product news" box starts ticked: the SPEC's default, or unticked where the law asks for it. */
function ProductNewsForm({ page, fields, result }: SectionProps & { fields: ProductNewsFields }) {
  const own = result?.form === "consent" ? result : undefined;
  return (
    <SettingsSection id="consent-heading" title="Product news box" own={own} changed={page.updated.productNews}>
      <p className="max-w-2xl text-sm text-stone">
        The quote, contact and project forms ask &ldquo;Send me product news and updates.&rdquo; Ticked at the start, a visitor who leaves
        it alone is signed up. An owner who sells into Canada (CASL) or the European Union (GDPR) turns it off: there, consent to marketing
        e-mail must be given by the visitor, never assumed. Each lead records which way the box started.
      </p>
      <SchemaField field={fields.productNews} result={own} stored={page.productNews} />
      <HiddenValues values={{ intent: "consent" }} />
      <button type="submit" className={adminButtonClass}>
        Save the product news box
      </button>
    </SettingsSection>
  );
}

/** A typical budget per linear foot for each system: the opening helper shows it for the visitor's opening. */
function BudgetsForm({ page, result }: SectionProps) {
  const own = result?.form === "budgets" ? result : undefined;
  const figure = (key: string, end: "low" | "high", label: string) => {
    const name = `${key}.${end}`;
    const stored = page.budgets[key]?.[end];
    return (
      <TextField
        name={name}
        label={label}
        defaultValue={own?.values?.[name] ?? (stored === undefined ? "" : String(stored))}
        inputMode="numeric"
        maxLength={12}
        errors={own?.errors?.[name]}
      />
    );
  };
  return (
    <SettingsSection id="budgets-heading" title="Typical budgets" own={own} changed={page.updated.budgets}>
      <p className="max-w-2xl text-sm text-stone">
        {`A typical range in US dollars per linear foot of opening width, from $${BUDGET_MIN} to $${BUDGET_MAX.toLocaleString("en-US")}. Size Your Opening shows it for the visitor's width, saying that the dealer's quote decides. Leave both figures empty to show no price for a system.`}
      </p>
      {page.pricedSystems.map((system) => (
        <fieldset key={system.key} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-ink">{system.name}</legend>
          {figure(system.key, "low", "Low, $ per foot")}
          {figure(system.key, "high", "High, $ per foot")}
        </fieldset>
      ))}
      <HiddenValues values={{ intent: "budgets" }} />
      <button type="submit" className={adminButtonClass}>
        Save the budgets
      </button>
    </SettingsSection>
  );
}

/**
 * Site settings: the company facts every page shows, who gets each form's leads, and the typical
 * budgets the opening helper shows; `children`
 * (what other features tell administrators, such as backups) come first.
 */
export function SiteSettingsPage({
  page,
  result,
  children,
}: {
  page: SettingsPageData & { productNewsFields: ProductNewsFields };
  result?: SettingsResult;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="settings-heading" className="space-y-8">
      <h1 id="settings-heading" className="text-3xl font-light tracking-tight text-ink">
        Site settings
      </h1>
      <p className="max-w-2xl text-sm text-stone">
        Changes apply at once on every page. The notification bar and the menus are parts of the site you change like a page:{" "}
        <Link to={`${href("/admin/content")}?type=component`} className="font-medium text-bronze-dark underline underline-offset-4">
          open the site's components
        </Link>
        .
      </p>
      {children}
      <CompanyForm company={page.company} changed={page.updated.company} result={result} />
      <RecipientsForm page={page} result={result} />
      <BudgetsForm page={page} result={result} />
      <RoutingForm page={page} result={result} />
      <ProductNewsForm page={page} fields={page.productNewsFields} result={result} />
    </section>
  );
}
