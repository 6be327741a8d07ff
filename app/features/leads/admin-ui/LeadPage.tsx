import type { ReactNode } from "react";
import { Form, href } from "react-router";
import { AdminPageHeader } from "~/admin/AdminPageHeader";
import { DeleteForGood } from "~/admin/DeleteForGood";
import { FormMessage } from "~/admin/FormMessage";
import { adminButtonClass } from "~/admin/admin-buttons";
import { filterControlClass } from "~/admin/AdminSelect";
import { formatChange } from "~/admin/admin-dates";
import { DeliveryWarning } from "./DeliveryWarning";
import {
  type Assignee,
  type DeliveryReadiness,
  type LeadAnswer,
  type LeadDetail,
  inboxHref,
  shortLeadId,
  spamReasonLabels,
} from "../inbox";
import type { FormResult } from "~/admin/form-result";
import { leadFormTitles } from "../titles";
import { StatusBadge, assigneeName } from "./LeadBadges";
import { LeadDeliveries } from "./LeadDeliveries";
import { LeadNotes } from "./LeadNotes";
import { LeadPhotos } from "./LeadPhotos";
import { LeadRoutingHistory } from "./LeadRouting";
import { ReassignLead } from "./ReassignLead";
import { type DealerOption, reassignFields } from "../routing-history";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import type { FormField } from "~/admin/forms/form-field";
import type { LeadPageFields } from "../admin-routes.server";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border border-line bg-white p-6">
      <h2 id={id} className="text-lg font-medium text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The number a phone dials: its digits, a leading +, and an extension after a comma (a pause). */
const dialled = (phone: string) => {
  const [number = "", extension] = phone.split(/\s*(?:ext\.?|x|#)\s*/i);
  return `${number.replace(/[^\d+]/g, "")}${extension ? `,${extension.replace(/\D/g, "")}` : ""}`;
};

/** An answer as text, or as the link that writes or calls the person. */
function AnswerValue({ answer }: { answer: LeadAnswer }) {
  const linkClass = "font-medium text-bronze-dark underline underline-offset-4";
  if (answer.field === "email")
    return (
      <a href={`mailto:${answer.value}`} className={linkClass}>
        {answer.value}
      </a>
    );
  if (answer.field === "phone" || answer.field === "fax")
    return (
      <a href={`tel:${dialled(answer.value)}`} className={linkClass}>
        {answer.value}
      </a>
    );
  return answer.value;
}

function FollowUp({ lead, assignees, field }: { lead: LeadDetail; assignees: Assignee[]; field: FormField }) {
  const handled = lead.status === "handled";
  return (
    <div className="mt-4 flex flex-wrap items-end gap-x-10 gap-y-4">
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <StatusBadge status={lead.status} />
        {handled && lead.handledAt ? <span className="text-sm text-stone">{`since ${formatChange(lead.handledAt)} UTC`}</span> : null}
        <HiddenValues values={{ intent: "status", status: handled ? "new" : "handled" }} />
        <button type="submit" className={adminButtonClass}>
          {handled ? "Reopen" : "Mark as handled"}
        </button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <HiddenValues values={{ intent: "assign" }} />
        <label className="flex flex-col gap-1 text-sm text-stone">
          {field.label}
          <select name={field.name} defaultValue={lead.assignedTo ?? ""} className={filterControlClass}>
            <option value="">Nobody</option>
            {lead.assignedTo && !assignees.some((person) => person.id === lead.assignedTo) ? (
              <option value={lead.assignedTo} disabled>
                {assigneeName(assignees, lead.assignedTo)}
              </option>
            ) : null}
            {assignees.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={adminButtonClass}>
          Assign
        </button>
      </Form>
    </div>
  );
}

/** A lead kept as suspected spam: why, and the button that releases it to the inbox. */
function SuspectedSpam({ lead }: { lead: LeadDetail }) {
  if (!lead.spamReason) return null;
  return (
    <section aria-labelledby="spam-heading" className="border border-amber-700/40 bg-amber-50 p-6">
      <h2 id="spam-heading" className="text-lg font-medium text-ink">
        Suspected spam
      </h2>
      <p className="mt-2 text-sm text-ink">
        {`${spamReasonLabels[lead.spamReason]}. Nobody was notified of this lead. If a person sent it, release it: it joins the inbox and its e-mail goes out.`}
      </p>
      <Form method="post" className="mt-4">
        <HiddenValues values={{ intent: "release" }} />
        <button type="submit" className={adminButtonClass}>
          Release to the inbox
        </button>
      </Form>
    </section>
  );
}

type LeadPageProps = {
  lead: LeadDetail;
  assignees: Assignee[];
  /** The dealers the lead may be given to (a routed lead's), nearest or searched. */
  dealerOptions: DealerOption[];
  dealerSearch: string;
  fields: LeadPageFields;
  readiness: DeliveryReadiness;
  result?: FormResult | undefined;
};

/** One lead: who is following it up, its routing to dealers, every answer in the form's order, photos, deliveries, notes, and deletion. */
export function LeadPage({ lead, assignees, dealerOptions, dealerSearch, fields, readiness, result }: LeadPageProps) {
  return (
    <article aria-labelledby="lead-heading" className="space-y-8">
      <AdminPageHeader
        id="lead-heading"
        title={lead.name || `Lead ${shortLeadId(lead.id)}`}
        back={
          lead.spamReason ? { to: inboxHref({ view: "spam" }), label: "Suspected spam" } : { to: href("/admin/leads"), label: "All leads" }
        }
      >
        {`${leadFormTitles[lead.form]} · sent ${formatChange(lead.submittedAt)} UTC from a ${lead.locale} page · lead ${lead.id}`}
      </AdminPageHeader>

      <FormMessage tone={result?.tone ?? "done"} message={result?.message} />

      <SuspectedSpam lead={lead} />

      <DeliveryWarning readiness={readiness} />

      <Panel id="follow-up-heading" title="Follow-up">
        <FollowUp lead={lead} assignees={assignees} field={fields.assign.assignee} />
      </Panel>

      {lead.routing ? (
        <Panel id="routing-heading" title="Routing to dealers">
          <LeadRoutingHistory routing={lead.routing} />
          <ReassignLead leadId={lead.id} options={dealerOptions} search={dealerSearch} errors={result?.errors?.[reassignFields.dealer]} />
        </Panel>
      ) : null}

      <Panel id="answers-heading" title="Answers">
        <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[minmax(10rem,auto)_1fr]">
          {lead.answers.map((answer) => (
            <div key={answer.field} className="contents">
              <dt className="font-medium text-stone">{answer.label}</dt>
              <dd className="whitespace-pre-wrap text-ink">
                <AnswerValue answer={answer} />
              </dd>
            </div>
          ))}
        </dl>
      </Panel>

      {lead.photos.length > 0 ? (
        <Panel id="photos-heading" title="Photos">
          <LeadPhotos leadId={lead.id} photos={lead.photos} />
        </Panel>
      ) : null}

      <Panel id="delivery-heading" title="Delivery">
        <LeadDeliveries deliveries={lead.deliveries} form={lead.form} readiness={readiness} />
      </Panel>

      <Panel id="notes-heading" title="Notes">
        <LeadNotes notes={lead.notes} field={fields.note.note} result={result} />
      </Panel>

      <DeleteForGood confirm="Delete this lead for good, with its photos, deliveries and notes." button="Delete the lead" />
    </article>
  );
}
