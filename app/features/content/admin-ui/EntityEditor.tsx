import { Form, href, useNavigation } from "react-router";
import { AdminPageHeader } from "~/admin/AdminPageHeader";
import { adminDangerButtonClass } from "~/admin/admin-buttons";
import { formatChange } from "~/admin/admin-dates";
import { ConfirmBox } from "~/admin/forms/ConfirmBox";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { FormField } from "~/admin/forms/form-field";
import type { FormResult } from "~/admin/form-result";
import type { EditorIntent } from "../admin-editor-forms.server";
import type { BlockKind } from "~/features/blocks";
import { DraftForm, type DraftFormProps } from "./DraftForm";
import { EditingNow } from "./EditingNow";
import { PublishDraftForm } from "./PublishDraftForm";
import { ScheduleForm } from "./ScheduleForm";
import { VersionCompare } from "./VersionCompare";
import type { VersionComparison } from "../version-diff";
import { editActionLabels, type EditorEntity } from "../editing";
import { statusLabels, typeLabel } from "../overview";
import { previewPathOf } from "../preview-path";

const linkClass = "font-medium text-bronze-dark underline underline-offset-4";
const secondaryClass = "border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white";

type AddressFormProps = {
  revision: number;
  field: FormField;
  value: string;
  result: FormResult | undefined;
  intent: "move" | "duplicate";
  action: string;
};

/** A new address for this page (a move) or for a copy of it. */
function AddressForm({ revision, field, value, result, intent, action }: AddressFormProps) {
  return (
    <Form method="post" className="mt-4 grid gap-3" noValidate>
      <HiddenValues values={{ intent, revision: String(revision) }} />
      <SchemaField field={field} result={result} stored={value} />
      <button type="submit" className={`${secondaryClass} justify-self-start`}>
        {action}
      </button>
    </Form>
  );
}

/** Which form of the page this is, and the revision the editor saw (a change to a later one is refused). */
function Intent({ intent, revision, ...ids }: { intent: EditorIntent; revision: number } & Record<string, string | number>) {
  return (
    <HiddenValues
      values={{ intent, revision: String(revision), ...Object.fromEntries(Object.entries(ids).map(([k, v]) => [k, String(v)])) }}
    />
  );
}

/** A landing page's draft whose first block does not show its main heading (H1): a warning, not a refusal. */
function lacksMainHeading(entity: EditorEntity, blockKinds: readonly BlockKind[]): boolean {
  const first = entity.elements[0]?.render_name;
  return entity.type === "landing_page" && !blockKinds.some((kind) => kind.renderName === first && kind.pageHeading);
}

/** One entity in the admin: its draft (details and blocks), publishing, address, and its history. */
export function EntityEditor({
  entity,
  fields,
  blockKinds,
  sitePaths,
  result: posted,
  chooseMedia,
  comparison,
}: DraftFormProps & { comparison: VersionComparison | null }) {
  // React Router hands over the action's answer while it still reloads the page's data: the answer
  // shows once the page it speaks of is there, so nobody starts on a form that is about to be replaced.
  const result = useNavigation().state === "idle" ? posted : undefined;
  // Saving keeps the form as the editor has it; any other change (a restore, publishing) starts it afresh.
  const draftKey = `${entity.id}:${entity.history.find((entry) => entry.action !== "save" && entry.action !== "autosave")?.revision ?? 0}`;
  return (
    <article aria-labelledby="entity-heading" className="space-y-6">
      <AdminPageHeader id="entity-heading" title={entity.title || "(untitled)"} back={{ to: href("/admin/content"), label: "All content" }}>
        {`${typeLabel(entity.type)} at ${entity.path} · ${statusLabels[entity.status]} · revision ${entity.revision} · last changed ${formatChange(entity.updatedAt)} UTC by ${entity.updatedBy ?? "the seed import"}`}
      </AdminPageHeader>
      <EditingNow entityId={entity.id} />

      {result?.message ? (
        <p
          role={result.tone === "error" ? "alert" : "status"}
          className={`border-l-4 px-4 py-3 text-sm ${result.tone === "error" ? "border-red-700 bg-red-50 text-red-900" : "border-bronze bg-white text-ink"}`}
        >
          {result.message}
        </p>
      ) : null}

      <DraftForm
        key={draftKey}
        entity={entity}
        fields={fields}
        blockKinds={blockKinds}
        sitePaths={sitePaths}
        result={result}
        chooseMedia={chooseMedia}
        panel={{
          top: (
            <section aria-labelledby="publishing-heading" className="border border-line bg-white p-4">
              <h2 id="publishing-heading" className="text-lg font-medium text-ink">
                Publishing
              </h2>
              <p className="mt-2 text-sm text-stone">
                {entity.hasDraft
                  ? entity.isPublished
                    ? "The draft has changes visitors do not see yet."
                    : "This page is not on the site. Publishing puts the draft there."
                  : "Visitors see this page as it is here."}
              </p>
              {entity.type !== "component" ? (
                <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <a href={previewPathOf(entity.path)} target="_blank" rel="noopener" className={linkClass}>
                    Preview {entity.hasDraft ? "the draft" : "the page"} in a new tab
                  </a>
                  {entity.isPublished ? (
                    <a href={entity.path} target="_blank" rel="noopener" className={linkClass}>
                      View on site<span className="sr-only"> (in a new tab)</span>
                    </a>
                  ) : null}
                </p>
              ) : null}
              {entity.hasDraft && lacksMainHeading(entity, blockKinds) ? (
                <p role="note" className="mt-3 border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                  This page has no main heading (H1): its first block is not one that shows the page&apos;s title (a hero or a header).
                  Visitors, screen readers and search engines look for one. You can publish it all the same.
                </p>
              ) : null}
              <div className="mt-4 grid gap-5">
                {entity.hasDraft ? <PublishDraftForm revision={entity.revision} /> : null}
                {entity.hasDraft ? (
                  <ScheduleForm
                    revision={entity.revision}
                    scheduled={entity.scheduled}
                    intent="schedule"
                    cancelIntent="unschedule"
                    fields={{ at: fields.schedule.publishAt, offset: fields.schedule.publishAtOffset }}
                    result={result}
                    words={{
                      before: "The draft goes live by itself",
                      after: ", as it is then",
                      cancel: "Cancel the scheduled publication",
                    }}
                  />
                ) : null}
                {entity.isPublished ? (
                  <Form method="post" className="flex flex-col gap-3">
                    <Intent intent="unpublish" revision={entity.revision} />
                    <ConfirmBox>Visitors will get “page not found” at {entity.path} until it is published again.</ConfirmBox>
                    <button type="submit" className={`${secondaryClass} self-start`}>
                      Take it off the site
                    </button>
                  </Form>
                ) : null}
                {entity.isPublished ? (
                  <ScheduleForm
                    revision={entity.revision}
                    scheduled={entity.removal}
                    intent="schedule_unpublish"
                    cancelIntent="unschedule_unpublish"
                    fields={{ at: fields.scheduleRemoval.unpublishAt, offset: fields.scheduleRemoval.unpublishAtOffset }}
                    result={result}
                    words={{
                      before: "The page comes off the site by itself",
                      after: "; its draft stays here",
                      cancel: "Cancel the scheduled removal",
                    }}
                  />
                ) : null}
              </div>
            </section>
          ),
          bottom: (
            <>
              <section aria-labelledby="history-heading">
                <h2 id="history-heading" className="text-lg font-medium text-ink">
                  History
                </h2>
                <VersionCompare entity={entity} comparison={comparison} fields={fields.compare} />
                {entity.history.length === 0 ? (
                  <p className="mt-2 text-sm text-stone">Nobody has changed this page in the admin yet.</p>
                ) : (
                  <ol className="mt-3 divide-y divide-line border border-line bg-white text-sm">
                    {entity.history.map((entry) => (
                      <li key={entry.revision} className="flex flex-wrap gap-x-4 px-4 py-2">
                        <span className="w-24 text-stone">Revision {entry.revision}</span>
                        <span className="font-medium text-ink">{editActionLabels[entry.action]}</span>
                        <span className="text-ink">{entry.author}</span>
                        <time dateTime={entry.createdAt} className="ml-auto text-stone">
                          {formatChange(entry.createdAt)} UTC
                        </time>
                        {entry.revision !== entity.revision ? (
                          <Form method="post">
                            <Intent intent="restore" revision={entity.revision} restore={entry.revision} />
                            <button type="submit" className="text-bronze-dark underline underline-offset-4 hover:text-ink">
                              Restore as the draft<span className="sr-only">{`: revision ${entry.revision}`}</span>
                            </button>
                          </Form>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                )}
              </section>

              {entity.type !== "component" ? (
                <section aria-labelledby="copy-heading" className="grid gap-6 border border-line bg-white p-4">
                  <div>
                    <h2 id="copy-heading" className="text-lg font-medium text-ink">
                      Address, copy and delete
                    </h2>
                    <AddressForm
                      revision={entity.revision}
                      field={fields.move.newPath}
                      value={entity.path}
                      result={result}
                      intent="move"
                      action="Move"
                    />
                    <AddressForm
                      revision={entity.revision}
                      field={fields.duplicate.path}
                      value={`${entity.path}-copy`}
                      result={result}
                      intent="duplicate"
                      action="Make a copy"
                    />
                  </div>
                  <Form method="post" className="flex flex-col gap-3">
                    <Intent intent="delete" revision={entity.revision} />
                    <ConfirmBox>Delete this page and its history for good. Its address will answer “page not found”.</ConfirmBox>
                    <button type="submit" className={adminDangerButtonClass}>
                      Delete the page
                    </button>
                  </Form>
                </section>
              ) : null}
            </>
          ),
        }}
      />
    </article>
  );
}
