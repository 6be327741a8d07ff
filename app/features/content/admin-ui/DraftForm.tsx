import { adminButtonClass } from "~/features/accounts";
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import type { BlockKind } from "~/features/blocks";
import { BlockEditor, type ChosenMedia } from "~/features/blocks/admin";
import { Checkbox, TextArea, TextField } from "~/features/leads";
import type { EditorEntity } from "../editing";
import { previewPathOf } from "../preview-path";
import type { EditorResult } from "./EntityEditor";

/** An editor who stops typing for this long has the draft saved for them. */
const AUTOSAVE_AFTER_MS = 15_000;

const toggleClass = "border border-ink px-3 py-1.5 text-sm font-medium text-ink hover:bg-ink hover:text-white";

type DetailField = { name: string; label: string; hint?: string; maxLength: number; stored?: string; multiline?: boolean; type?: "date" };

/** The draft's details, in the order the form asks them (limits as DraftDetailsSchema). */
function detailFields({ title, metadata, tags, publicationDate }: EditorEntity): DetailField[] {
  return [
    { name: "title", label: "Title", maxLength: 300, stored: title },
    {
      name: "tags",
      label: "Tags",
      hint: "Separated by commas. Tags apply at once, also to the published page.",
      maxLength: 5000,
      stored: tags.join(", "),
    },
    {
      name: "publicationDate",
      label: "Publication date",
      hint: "Shown on articles and used to order them. Applies at once.",
      maxLength: 10,
      stored: publicationDate?.slice(0, 10),
      type: "date",
    },
    {
      name: "metaTitle",
      label: "Title in search results",
      hint: "Leave empty to use the title.",
      maxLength: 300,
      stored: metadata.metaTitle,
    },
    { name: "metaDescription", label: "Description in search results", maxLength: 1000, stored: metadata.metaDescription, multiline: true },
    { name: "metaKeywords", label: "Keywords", maxLength: 1000, stored: metadata.metaKeywords },
    {
      name: "canonicalUrl",
      label: "Canonical address",
      hint: "Only when another address holds the same page, e.g. /about.",
      maxLength: 2000,
      stored: metadata.canonicalUrl,
    },
    {
      name: "schemaOrg",
      label: "Structured data (schema.org JSON)",
      hint: 'A JSON object added to the page for search engines, e.g. {"@type": "Product"}. Leave empty for none.',
      maxLength: 20000,
      stored: metadata.schemaOrg ? JSON.stringify(metadata.schemaOrg, null, 2) : undefined,
      multiline: true,
    },
  ];
}

export type DraftFormProps = {
  entity: EditorEntity;
  blockKinds: BlockKind[];
  sitePaths: string[];
  result?: EditorResult | undefined;
  chooseMedia?: (kind: "image" | "video" | "pdf") => Promise<ChosenMedia | null>;
};

/**
 * The draft of a page: its details and its blocks in one form, saved on demand or after a pause
 * in typing, with the preview beside it on wide screens, reloaded after every save.
 */
export function DraftForm({ entity, blockKinds, sitePaths, result, chooseMedia }: DraftFormProps) {
  const autosave = useFetcher<EditorResult>();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [dirty, setDirty] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const latest = autosave.data ?? result;
  const errors = latest?.tone === "error" ? latest.errors : undefined;
  const typed = (name: string, stored: string | undefined) => result?.values?.[name] ?? stored ?? "";
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

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

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
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="revision" value={entity.revision} />
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
          {detailFields(entity).map(({ name, label, hint, maxLength, stored, multiline, type }) =>
            multiline ? (
              <TextArea
                key={name}
                name={name}
                label={label}
                hint={hint}
                defaultValue={typed(name, stored)}
                maxLength={maxLength}
                errors={errors?.[name]}
              />
            ) : (
              <TextField
                key={name}
                name={name}
                type={type}
                label={label}
                hint={hint}
                required={name === "title"}
                defaultValue={typed(name, stored)}
                maxLength={maxLength}
                errors={errors?.[name]}
              />
            ),
          )}
          <Checkbox
            name="metaNoIndex"
            label="Keep this page out of search engines (noindex)"
            defaultChecked={result?.values ? result.values.metaNoIndex === "true" : (entity.metadata.metaNoIndex ?? false)}
          />
        </fieldset>

        <fieldset className="min-w-0 border border-line bg-white p-3 sm:p-6">
          <legend className="px-1 text-base font-medium text-ink">Blocks</legend>
          <BlockEditor
            initialBlocks={entity.elements}
            kinds={blockKinds}
            sitePaths={sitePaths}
            errors={latest?.blockErrors}
            chooseMedia={chooseMedia}
            onChange={markDirty}
          />
        </fieldset>

        <div className="sticky bottom-0 flex flex-wrap items-center gap-4 border-t border-line bg-linen/95 py-4">
          <button type="submit" className={adminButtonClass}>
            Save the draft
          </button>
          <p role="status" className="text-sm text-stone">
            {status}
          </p>
        </div>
      </Form>
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
