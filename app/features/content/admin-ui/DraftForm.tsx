import { adminButtonClass } from "~/admin/admin-buttons";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import type { BlockKind } from "~/features/blocks";
import { BlockEditor, type BlockPick, type ChosenMedia } from "~/features/blocks/admin";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import { UnsavedChangesGuard } from "~/admin/UnsavedChangesGuard";
import type { EditorFields } from "../admin-editor-forms.server";
import type { EditorEntity } from "../editing";
import { useMediaQuery } from "~/lib/use-media-query";
import { LivePreview } from "./LivePreview";
import { UnsavedDraftContext } from "./unsaved-draft";
import type { DraftAnswer } from "../save-conflict";
import { SaveConflictPanel } from "./SaveConflictPanel";
import { DraftSaveStatus } from "./DraftSaveStatus";

/** An editor who stops typing for this long has the draft saved for them. */
const AUTOSAVE_AFTER_MS = 15_000;

/** The draft as the form has it, posted as an autosave. */
function autosaveOf(form: HTMLFormElement): FormData {
  const draft = new FormData(form);
  draft.set("intent", "autosave");
  return draft;
}

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

/** What search engines read of a page; a component (a menu, a notification bar) is no page and has none. */
const searchEngineDetails = ["metaTitle", "metaDescription", "metaKeywords", "canonicalUrl", "schemaOrg", "metaNoIndex"] as const;
/** The details in the order the form asks them; the blocks have an editor of their own. */
const detailOrder = ["title", "tags", "publicationDate", ...searchEngineDetails] as const;
/** A component's details. */
const componentDetails = ["title", "tags"] as const;
type DetailName = (typeof detailOrder)[number];

export type DraftFormProps = {
  entity: EditorEntity;
  fields: EditorFields;
  blockKinds: BlockKind[];
  sitePaths: string[];
  result?: DraftAnswer | undefined;
  chooseMedia?: (kind: "image" | "video" | "pdf") => Promise<ChosenMedia | null>;
};

/** Wide enough for blocks, preview and side panel side by side (Tailwind's xl). */
const WIDE_SCREEN = "(min-width: 80rem)";

/**
 * The draft of a page: its blocks first, the page itself beside them, updated as the editor types,
 * and a side panel with the page's details (title, tags, search engines) and `panel`'s sections
 * (publishing, history...). Details and blocks are one form, saved on demand or after a pause in typing.
 */
export function DraftForm({
  entity,
  fields,
  blockKinds,
  sitePaths,
  result,
  chooseMedia,
  panel,
}: DraftFormProps & { panel: { top: ReactNode; bottom: ReactNode } }) {
  const autosave = useFetcher<DraftAnswer>();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const [dirty, setDirty] = useState(false);
  const [changes, setChanges] = useState(0);
  const [pick, setPick] = useState<BlockPick | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const isPage = entity.type !== "component";
  // The preview shows by itself where there is room for it; on a smaller screen the editor asks for it.
  const wide = useMediaQuery(WIDE_SCREEN);
  const [previewChosen, choosePreview] = useState<boolean | null>(null);
  const showPreview = isPage && (previewChosen ?? wide);
  const latest = autosave.data ?? result;
  const errors = latest?.tone === "error" ? latest.errors : undefined;
  const stored = storedDetails(entity);
  const saving = autosave.state !== "idle" || (navigation.state === "submitting" && navigation.formData?.get("intent") === "details");

  // Every change starts the pause again; saving by hand or leaving the editor ends it.
  const autosaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const submitAutosave = autosave.submit;
  const markDirty = useCallback(() => {
    setDirty(true);
    setChanges((count) => count + 1);
    clearTimeout(autosaveTimer.current);
    autosaveTimer.current = setTimeout(() => {
      if (form.current) void submitAutosave(autosaveOf(form.current), { method: "post" });
      setDirty(false);
    }, AUTOSAVE_AFTER_MS);
  }, [submitAutosave]);
  useEffect(() => () => clearTimeout(autosaveTimer.current), []);

  return (
    <div
      className={`grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] ${showPreview ? "xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_20rem]" : ""}`}
    >
      <section aria-labelledby="draft-heading" className="min-w-0 lg:col-start-1 lg:row-start-1">
        <Form
          method="post"
          id={formId}
          ref={form}
          noValidate
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4"
          onSubmit={() => {
            clearTimeout(autosaveTimer.current);
            // The editor's save supersedes an autosave: the status speaks of it.
            autosave.reset();
            setDirty(false);
          }}
        >
          <HiddenValues values={{ intent: "details", revision: String(entity.revision) }} />
          <div className="flex flex-wrap items-center gap-4">
            <h2 id="draft-heading" className="mr-auto text-lg font-medium text-ink">
              Blocks
            </h2>
            {isPage ? (
              <button type="button" className={toggleClass} aria-pressed={showPreview} onClick={() => choosePreview(!showPreview)}>
                Preview
              </button>
            ) : null}
          </div>
          <BlockEditor
            name={fields.details.elements.name}
            initialBlocks={entity.elements}
            kinds={blockKinds}
            sitePaths={sitePaths}
            errors={latest?.blockErrors}
            chooseMedia={chooseMedia}
            onChange={markDirty}
            pick={pick}
            onSelect={setSelected}
          />
          <SaveConflictPanel conflict={latest?.conflict} revision={entity.revision} revisionField={fields.details.revision.name} />
          <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-4 border-t border-line bg-linen/95 py-4">
            <button type="submit" className={adminButtonClass}>
              Save the draft
            </button>
            <DraftSaveStatus saving={saving} dirty={dirty} answer={latest} />
          </div>
        </Form>
      </section>
      <UnsavedChangesGuard unsaved={dirty} />
      {showPreview ? (
        <div className="h-[80vh] min-w-0 lg:col-start-1 lg:row-start-2 xl:sticky xl:top-4 xl:col-start-2 xl:row-start-1 xl:h-[calc(100vh-2rem)] xl:self-start">
          <LivePreview
            path={entity.path}
            title={entity.title}
            form={form}
            changes={changes}
            selected={selected}
            onPick={(id) => setPick({ id, at: Date.now() })}
          />
        </div>
      ) : null}
      <aside
        aria-label="The page"
        className={`grid min-w-0 content-start gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 ${showPreview ? "xl:col-start-3" : ""}`}
      >
        <UnsavedDraftContext.Provider value={dirty}>{panel.top}</UnsavedDraftContext.Provider>
        <fieldset
          className="grid min-w-0 gap-5 border border-line bg-white p-4"
          // Its fields belong to the draft's form (their `form` attribute), not to the element around them.
          onChange={(event) => {
            if ((event.target as Element).getAttribute("name")) markDirty();
          }}
        >
          <legend className="px-1 text-base font-medium text-ink">{isPage ? "Title, tags and search engines" : "Title and tags"}</legend>
          {(isPage ? detailOrder : componentDetails).map((name) => (
            <SchemaField
              key={name}
              field={fields.details[name]}
              result={{ errors, values: result?.values }}
              stored={stored[name]}
              form={formId}
            />
          ))}
        </fieldset>
        {panel.bottom}
      </aside>
    </div>
  );
}
