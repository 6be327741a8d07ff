import { Form, href, useNavigation } from "react-router";
import { AdminPageHeader, adminButtonClass, adminDangerButtonClass, formatChange } from "~/features/accounts";
import type { FieldErrors } from "~/features/blocks";
import { TextField } from "~/features/leads";
import { DraftForm, type DraftFormProps } from "./DraftForm";
import { VersionCompare } from "./VersionCompare";
import type { VersionComparison } from "../version-diff";
import { editActionLabels, type EditorEntity } from "../editing";
import { statusLabels, typeLabel } from "../overview";
import { previewPathOf } from "../preview-path";

/** What the server said about the last form posted on the page. */
export type EditorResult = {
  message?: string;
  tone?: "error" | "done";
  errors?: Record<string, string[]>;
  /** Errors of the blocks at their fields, keyed by path ("3.value.slides.0.title"). */
  blockErrors?: FieldErrors;
  /** What was typed into a form the server refused, so nobody types it twice. */
  values?: Record<string, string>;
};

const secondaryClass = "border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white";

type AddressFormProps = {
  revision: number;
  name: string;
  label: string;
  hint: string;
  value: string;
  errors?: string[];
  intent: "move" | "duplicate";
  action: string;
};

/** A new address for this page (a move) or for a copy of it. */
function AddressForm({ revision, name, label, hint, value, errors, intent, action }: AddressFormProps) {
  return (
    <Form method="post" className="mt-4 grid gap-3" noValidate>
      <Revision revision={revision} />
      <TextField name={name} label={label} hint={hint} required defaultValue={value} maxLength={500} errors={errors} />
      <button type="submit" name="intent" value={intent} className={`${secondaryClass} justify-self-start`}>
        {action}
      </button>
    </Form>
  );
}

/** When the draft goes live by itself, or the form to choose that time (UTC, as every time in the admin). */
function ScheduleForm({ entity, typed, errors }: { entity: EditorEntity; typed?: string | undefined; errors?: string[] | undefined }) {
  if (entity.scheduled) {
    return (
      <Form method="post" className="flex flex-col gap-3">
        <Revision revision={entity.revision} />
        <p className="text-sm text-ink">{`The draft goes live by itself on ${formatChange(entity.scheduled.at)} UTC, as it is then (scheduled by ${entity.scheduled.by}).`}</p>
        <button type="submit" name="intent" value="unschedule" className={`${secondaryClass} self-start`}>
          Cancel the scheduled publication
        </button>
      </Form>
    );
  }
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
      <Revision revision={entity.revision} />
      <TextField name="publishAt" label="Or publish at (UTC)" type="datetime-local" defaultValue={typed} maxLength={16} errors={errors} />
      <button type="submit" name="intent" value="schedule" className={secondaryClass}>
        Schedule
      </button>
    </Form>
  );
}

function Revision({ revision }: { revision: number }) {
  return <input type="hidden" name="revision" value={revision} />;
}

/** One entity in the admin: its draft (details and blocks), publishing, address, and its history. */
export function EntityEditor({
  entity,
  blockKinds,
  sitePaths,
  result: posted,
  chooseMedia,
  comparison,
}: DraftFormProps & { comparison: VersionComparison | null }) {
  // React Router hands over the action's answer while it still reloads the page's data: the answer
  // shows once the page it speaks of is there, so nobody starts on a form that is about to be replaced.
  const result = useNavigation().state === "idle" ? posted : undefined;
  const errors = result?.errors;
  // Saving keeps the form as the editor has it; any other change (a restore, publishing) starts it afresh.
  const draftKey = `${entity.id}:${entity.history.find((entry) => entry.action !== "save")?.revision ?? 0}`;
  return (
    <article aria-labelledby="entity-heading" className="space-y-10">
      <AdminPageHeader id="entity-heading" title={entity.title || "(untitled)"} back={{ to: href("/admin/content"), label: "All content" }}>
        {`${typeLabel(entity.type)} at ${entity.path} · ${statusLabels[entity.status]} · revision ${entity.revision} · last changed ${formatChange(entity.updatedAt)} UTC by ${entity.updatedBy ?? "the seed import"}`}
      </AdminPageHeader>

      {result?.message ? (
        <p
          role={result.tone === "error" ? "alert" : "status"}
          className={`border-l-4 px-4 py-3 text-sm ${result.tone === "error" ? "border-red-700 bg-red-50 text-red-900" : "border-bronze bg-white text-ink"}`}
        >
          {result.message}
        </p>
      ) : null}

      <section aria-labelledby="publishing-heading" className="border border-line bg-white p-6">
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
          <p className="mt-3 text-sm">
            <a
              href={previewPathOf(entity.path)}
              target="_blank"
              rel="noopener"
              className="font-medium text-bronze-dark underline underline-offset-4"
            >
              Preview {entity.hasDraft ? "the draft" : "the page"} in a new tab
            </a>
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap items-start gap-6">
          {entity.hasDraft ? (
            <Form method="post">
              <Revision revision={entity.revision} />
              <button type="submit" name="intent" value="publish" className={adminButtonClass}>
                Publish the draft
              </button>
            </Form>
          ) : null}
          {entity.hasDraft ? <ScheduleForm entity={entity} typed={result?.values?.publishAt} errors={errors?.publishAt} /> : null}
          {entity.isPublished ? (
            <Form method="post" className="flex flex-col gap-3">
              <Revision revision={entity.revision} />
              <label className="flex items-start gap-2 text-sm text-ink">
                <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4 accent-bronze" />
                Visitors will get “page not found” at {entity.path} until it is published again.
              </label>
              <button type="submit" name="intent" value="unpublish" className={`${secondaryClass} self-start`}>
                Take it off the site
              </button>
            </Form>
          ) : null}
        </div>
      </section>

      <DraftForm key={draftKey} entity={entity} blockKinds={blockKinds} sitePaths={sitePaths} result={result} chooseMedia={chooseMedia} />

      {entity.type !== "component" ? (
        <section aria-labelledby="copy-heading" className="grid gap-6 border border-line bg-white p-6 md:grid-cols-2">
          <div>
            <h2 id="copy-heading" className="text-lg font-medium text-ink">
              Address, copy and delete
            </h2>
            <AddressForm
              revision={entity.revision}
              name="newPath"
              label="Address of this page"
              hint="Moving it sends visitors and search engines from the old address to the new one (301)."
              value={result?.values?.newPath ?? entity.path}
              errors={errors?.newPath}
              intent="move"
              action="Move"
            />
            <AddressForm
              revision={entity.revision}
              name="path"
              label="Address of the copy"
              hint="The copy is a draft with this page's blocks, title and tags."
              value={result?.values?.path ?? `${entity.path}-copy`}
              errors={errors?.path}
              intent="duplicate"
              action="Make a copy"
            />
          </div>
          <Form method="post" className="flex flex-col gap-3 self-end">
            <Revision revision={entity.revision} />
            <label className="flex items-start gap-2 text-sm text-ink">
              <input type="checkbox" name="confirm" value="yes" required className="mt-1 size-4 accent-bronze" />
              Delete this page and its history for good. Its address will answer “page not found”.
            </label>
            <button type="submit" name="intent" value="delete" className={adminDangerButtonClass}>
              Delete the page
            </button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-lg font-medium text-ink">
          History
        </h2>
        <VersionCompare entity={entity} comparison={comparison} />
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
                    <Revision revision={entity.revision} />
                    <input type="hidden" name="restore" value={entry.revision} />
                    <button
                      type="submit"
                      name="intent"
                      value="restore"
                      className="text-bronze-dark underline underline-offset-4 hover:text-ink"
                    >
                      Restore as the draft<span className="sr-only">{`: revision ${entry.revision}`}</span>
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
