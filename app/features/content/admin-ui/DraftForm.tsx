import { adminButtonClass } from "~/admin/admin-buttons";
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import type { BlockKind } from "~/features/blocks";
import { BlockEditor, type ChosenMedia } from "~/features/blocks/admin";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import { UnsavedChangesGuard } from "~/admin/UnsavedChangesGuard";
import type { EditorFields } from "../admin-editor-forms.server";
import type { EditorEntity } from "../editing";
import { previewPathOf } from "../preview-path";
import type { DraftAnswer } from "../save-conflict";
import { SaveConflictPanel } from "./SaveConflictPanel";

/** An editor who stops typing for this long has the draft saved for them. */
const AUTOSAVE_AFTER_MS = 15_000;

const toggleClass = "border border-ink px-3 py-1.5 text-sm font-medium text-ink hover:bg-ink hover:text-white";

/** The stored value of each of the draft's details, as its field shows it. */
function storedDetails({ title, metadata, tags, publicationDate }: EditorEntity): Record<DetailName, string | boolean> {
  return {
    title,
    tags: tags.join(", "),
    publicationDate: publicationDate?.slice(0, 10) ?? "",
    metaTitle: metadata.metaTitle ?? "",
    metaDescription: metadata.metaDescription ?? "",
    metaKeywords: metadata.metaKeywords ?? "",
    canonicalUrl: metadata.canonicalUrl ?? "",
    schemaOrg: metadata.schemaOrg ? JSON.stringify(metadata.schemaOrg, null, 2) : "",
    metaNoIndex: metadata.metaNoIndex ?? false,
  };
}

/** The details in the order the form asks them; the blocks have an editor of their own. */
const detailOrder = [
  "title",
  "tags",
  "publicationDate",
  "metaTitle",
  "metaDescription",
  "metaKeywords",
  "canonicalUrl",
  "schemaOrg",
  "metaNoIndex",
] as const;
type DetailName = (typeof detailOrder)[number];

export type DraftFormProps = {
  entity: EditorEntity;
  fields: EditorFields;
  blockKinds: BlockKind[];
  sitePaths: string[];
  result?: DraftAnswer | undefined;
  chooseMedia?: (kind: "image" | "video" | "pdf") => Promise<ChosenMedia | null>;
};

/**
 * The draft of a page: its details and its blocks in one form, saved on demand or after a pause
 * in typing, with the preview beside it on wide screens, reloaded after every save.
 */
export function DraftForm({ entity, fields, blockKinds, sitePaths, result, chooseMedia }: DraftFormProps) {
  const autosave = useFetcher<DraftAnswer>();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const latest = autosave.data ?? result;
  const errors = latest?.tone === "error" ? latest.errors : undefined;
  const stored = storedDetails(entity);
  const saving = autosave.state !== "idle" || (navigation.state === "submitting" && navigation.formData?.get("intent") === "details");

  // Every change starts the pause again; saving by hand or leaving the editor ends it.
  const autosaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const submitAutosave = autosave.submit;
  const markDirty = useCallback(() => {
    setDirty(true);
    clearTimeout(autosaveTimer.current);
    autosaveTimer.current = setTimeout(() => {
      if (form.current) void submitAutosave(form.current, { method: "post" });
      setDirty(false);
    }, AUTOSAVE_AFTER_MS);
  }, [submitAutosave]);
  useEffect(() => () => clearTimeout(autosaveTimer.current), []);

  const status = saving
    ? "Saving…"
    : dirty
      ? "Unsaved changes"
      : autosave.data?.tone === "error"
        ? autosave.data.message
        : autosave.data
          ? "Saved automatically."
          : "";

  return (
    <section aria-labelledby="draft-heading" className={showPreview ? "grid gap-6 xl:grid-cols-2" : ""}>
      <Form
        method="post"
        ref={form}
        noValidate
        className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-8"
        // The blocks say their own changes; of the form's other controls only the named ones are the draft's.
        onChange={(event) => {
          if ((event.target as Element).getAttribute("name")) markDirty();
        }}
        onSubmit={() => {
          clearTimeout(autosaveTimer.current);
          setDirty(false);
        }}
      >
        <HiddenValues values={{ intent: "details", revision: String(entity.revision) }} />
        <div className="flex flex-wrap items-center gap-4">
          <h2 id="draft-heading" className="mr-auto text-lg font-medium text-ink">
            The draft
          </h2>
          {entity.type !== "component" ? (
            <button type="button" className={toggleClass} aria-pressed={showPreview} onClick={() => setShowPreview(!showPreview)}>
              Preview beside the editor
            </button>
          ) : null}
        </div>

        <fieldset className="grid min-w-0 gap-5 border border-line bg-white p-4 sm:p-6">
          <legend className="px-1 text-base font-medium text-ink">Title, tags and search engines</legend>
          {detailOrder.map((name) => (
            <SchemaField key={name} field={fields.details[name]} result={{ errors, values: result?.values }} stored={stored[name]} />
          ))}
        </fieldset>

        <fieldset className="min-w-0 border border-line bg-white p-3 sm:p-6">
          <legend className="px-1 text-base font-medium text-ink">Blocks</legend>
          <BlockEditor
            name={fields.details.elements.name}
            initialBlocks={entity.elements}
            kinds={blockKinds}
            sitePaths={sitePaths}
            errors={latest?.blockErrors}
            chooseMedia={chooseMedia}
            onChange={markDirty}
          />
        </fieldset>

        <SaveConflictPanel conflict={latest?.conflict} revision={entity.revision} />
        <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-line bg-linen/95 py-4">
          <button type="submit" className={adminButtonClass}>
            Save the draft
          </button>
          <p role="status" className="text-sm text-stone">
            {status}
          </p>
        </div>
      </Form>
      <UnsavedChangesGuard unsaved={dirty} />
      {showPreview ? (
        <aside aria-label="Preview of the draft" className="xl:sticky xl:top-4 xl:self-start">
          <iframe
            key={entity.revision}
            title={`Preview of ${entity.title || entity.path}`}
            src={previewPathOf(entity.path)}
            className="h-[80vh] w-full border border-line bg-white"
          />
        </aside>
      ) : null}
    </section>
  );
}
