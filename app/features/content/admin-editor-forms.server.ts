import { z } from "zod";
import { confirmBox } from "~/admin/forms/confirm-box";
import { confirmed } from "~/admin/forms/confirm-box.server";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import { unreadableJsonPath, withoutUnreadableText } from "~/platform/unreadable-text";
import { isPageStructuredData } from "../seo";
import { type DraftDetails, DraftDetailsSchema } from "./editing.server";
import type { DetailLabels } from "./version-diff";

// The forms of a page's screen in the admin, one schema each, told apart by their intent. The
// details' rules are DraftDetailsSchema's; what the form adds is how a field is typed (tags as a
// line, the structured data as JSON, a day) and the words the page shows.

const Revision = z.coerce.number().int().min(1).max(2_147_483_647).meta({ label: "Revision" });
const metadata = DraftDetailsSchema.shape.metadata.shape;

/** An empty box is a field left out. */
const emptyAsNone = (value: unknown) => (value === "" ? undefined : value);

/** JSON as sent, strings without the characters no one types; null when it is not JSON, nests too deep or has such a character in a key. */
export function jsonOf(sent: string): unknown {
  try {
    const parsed: unknown = JSON.parse(sent, (_key, value: unknown) => (typeof value === "string" ? withoutUnreadableText(value) : value));
    return unreadableJsonPath(parsed) === null ? parsed : null;
  } catch {
    return null;
  }
}

/** As long as the form's field lets it be. */
const SCHEMA_ORG_MAX_LENGTH = 20_000;

const SchemaOrg = z
  .string()
  .max(SCHEMA_ORG_MAX_LENGTH, `Structured data may have at most ${SCHEMA_ORG_MAX_LENGTH} characters.`)
  .transform((typed, context): Record<string, unknown> | undefined => {
    if (typed.trim() === "") return undefined;
    const parsed = jsonOf(typed);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      context.addIssue({ code: "custom", message: 'Give a JSON object such as {"@type": "Product"}, or leave it empty.' });
      return z.NEVER;
    }
    const value = parsed as Record<string, unknown>;
    if (isPageStructuredData(value)) return value;
    context.addIssue({
      code: "custom",
      message: 'Name its schema.org type, as in {"@type": "Product", "name": "..."} (or give a "@graph" of such objects).',
    });
    return z.NEVER;
  });

/** Tags as typed: separated by commas, each trimmed, no repeats. */
const Tags = z
  .string()
  .max(5000, "Keep the tags under 5,000 characters.")
  .transform((typed) => [...new Set(typed.split(",").map((tag) => tag.trim()))].filter((tag) => tag !== ""))
  .pipe(DraftDetailsSchema.shape.tags);

/** A day as the date field gives it (2026-11-25), or none. */
const PublicationDate = z
  .string()
  .trim()
  .max(10, "Give a date such as 2026-11-25.")
  .transform((day, context): Date | null => {
    if (day === "") return null;
    const date = new Date(`${day}T00:00:00Z`);
    // A day that does not exist (2026-02-31) would roll over into the next month.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
      context.addIssue({ code: "custom", message: "Give a date such as 2026-11-25." });
      return z.NEVER;
    }
    return date;
  });

export const DetailsForm = z.object({
  intent: z.literal("details"),
  revision: Revision,
  title: DraftDetailsSchema.shape.title.meta({ label: "Title" }),
  tags: Tags.meta({ label: "Tags", hint: "Separated by commas. Tags apply at once, also to the published page." }),
  publicationDate: PublicationDate.meta({
    label: "Publication date",
    hint: "Shown on articles and used to order them. Applies at once.",
    input: "date",
  }),
  metaTitle: z
    .preprocess(emptyAsNone, metadata.metaTitle)
    .meta({ label: "Title in search results", hint: "Leave empty to use the title." }),
  metaDescription: z.preprocess(emptyAsNone, metadata.metaDescription).meta({ label: "Description in search results", input: "textarea" }),
  metaKeywords: z.preprocess(emptyAsNone, metadata.metaKeywords).meta({ label: "Keywords" }),
  canonicalUrl: z
    .preprocess(emptyAsNone, metadata.canonicalUrl)
    .meta({ label: "Canonical address", hint: "Only when another address holds the same page, e.g. /about." }),
  schemaOrg: SchemaOrg.meta({
    label: "Structured data (schema.org JSON)",
    hint: 'A JSON object added to the page for search engines, e.g. {"@type": "Product"}. Leave empty for none.',
    input: "textarea",
  }),
  // Absent when unticked: a page keeps no `metaNoIndex: false` it never had.
  metaNoIndex: z
    .stringbool()
    .optional()
    .transform((ticked) => ticked || undefined)
    .meta({ label: "Keep this page out of search engines (noindex)" }),
  /** The blocks, as the block editor posts them (JSON); the block service checks them. */
  elements: z.string().optional().meta({ label: "Blocks" }),
});

/** The draft's details as the store takes them, from the form that asked them. */
export function draftDetailsOf(form: Omit<z.output<typeof DetailsForm>, "intent">): DraftDetails {
  const { title, tags, publicationDate, metaTitle, metaDescription, metaKeywords, canonicalUrl, metaNoIndex, schemaOrg } = form;
  return { title, metadata: { metaTitle, metaDescription, metaKeywords, canonicalUrl, metaNoIndex, schemaOrg }, tags, publicationDate };
}

/** The same draft, saved by the page itself after a pause in typing: one rolling row of the history, not a revision each. */
const AutosaveForm = DetailsForm.extend({ intent: z.literal("autosave") });

const SCHEDULE_FORMAT = "Give a date and a time, such as 2026-12-01 09:00.";

/**
 * A time as the form's clock shows it, to the minute: read as if it were UTC until the offset
 * field says which zone it is in (scheduledAt).
 */
const ClockTime = (label: string) =>
  z
    .string()
    .max(16, SCHEDULE_FORMAT)
    .transform((typed, context): Date => {
      const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(typed.trim());
      const at = match ? new Date(`${match[1]}T${match[2]}:00Z`) : null;
      // A day or time that does not exist (2026-02-31, 24:30) would roll over.
      if (!at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 16) !== `${match?.[1]}T${match?.[2]}`) {
        context.addIssue({ code: "custom", message: SCHEDULE_FORMAT });
        return z.NEVER;
      }
      return at;
    })
    .meta({ label, input: "datetime-local" });

/**
 * The minutes from the form's clock to UTC (the browser's getTimezoneOffset() at that time, posted
 * by the page's script); without a script none is posted and the time is UTC, as the form then says.
 */
const ClockOffset = z.coerce.number().int().min(-900).max(900).optional().meta({ label: "Minutes from this clock to UTC" });

/** The moment a schedule form means: its clock's time, moved by the clock's offset from UTC. */
export function scheduledAt(at: Date, offset: number | undefined): Date {
  return new Date(at.getTime() + (offset ?? 0) * 60_000);
}

/** A scheduled time is in the future, within two years; said at the time's field. */
function refineFuture(at: Date, offset: number | undefined, field: string, context: z.core.$RefinementCtx, now: string): void {
  // A time that could not be read has its own message already.
  if (!(at instanceof Date)) return;
  const moment = scheduledAt(at, offset).getTime();
  const problem =
    moment <= Date.now()
      ? `Choose a time in the future, or ${now}.`
      : moment > Date.now() + 2 * 365 * 24 * 3_600_000
        ? "Choose a time within the next two years."
        : null;
  if (problem) context.addIssue({ code: "custom", message: problem, path: [field] });
}

const Address = (label: string, hint: string) =>
  z
    .string()
    .trim()
    .min(1, "Give an address such as /about/new-page: a slash, then words with dashes.")
    .max(500, "Keep the address under 500 characters.")
    .meta({ label, hint });

const Move = z.object({
  intent: z.literal("move"),
  revision: Revision,
  newPath: Address("Address of this page", "Moving it sends visitors and search engines from the old address to the new one (301)."),
});
const Duplicate = z.object({
  intent: z.literal("duplicate"),
  revision: Revision,
  path: Address("Address of the copy", "The copy is a draft with this page's blocks, title and tags."),
});
/** A publication in the future, within two years. */
const Schedule = z
  .object({ intent: z.literal("schedule"), revision: Revision, publishAt: ClockTime("Or publish at"), publishAtOffset: ClockOffset })
  .superRefine((form, context) => refineFuture(form.publishAt, form.publishAtOffset, "publishAt", context, "publish now"));
/** The published page's removal from the site, in the future, within two years. */
const ScheduleRemoval = z
  .object({
    intent: z.literal("schedule_unpublish"),
    revision: Revision,
    unpublishAt: ClockTime("Or take it off the site at"),
    unpublishAtOffset: ClockOffset,
  })
  .superRefine((form, context) =>
    refineFuture(form.unpublishAt, form.unpublishAtOffset, "unpublishAt", context, "take it off the site now"),
  );

export const EditorForm = z.discriminatedUnion("intent", [
  DetailsForm,
  AutosaveForm,
  z.object({ intent: z.literal("publish"), revision: Revision }),
  z.object({ intent: z.literal("unschedule"), revision: Revision }),
  Schedule,
  ScheduleRemoval,
  z.object({ intent: z.literal("unschedule_unpublish"), revision: Revision }),
  z.object({
    intent: z.literal("unpublish"),
    revision: Revision,
    [confirmBox.name]: confirmed("Tick the box to confirm that visitors will not find the page."),
  }),
  z.object({ intent: z.literal("restore"), revision: Revision, restore: Revision }),
  Duplicate,
  Move,
  z.object({
    intent: z.literal("delete"),
    revision: Revision,
    [confirmBox.name]: confirmed("Tick the box to confirm that the page and its history go for good."),
  }),
]);
export type EditorForm = z.output<typeof EditorForm>;
export type EditorIntent = EditorForm["intent"];

/** The page screen's forms as it draws them. */
/** Which two versions the history compares (`?from=&to=`): what is published, the draft or a revision. */
const VersionRef = z.union([z.enum(["published", "draft"]), Revision]);
export const CompareQuery = z.object({ from: VersionRef.meta({ label: "Compare" }), to: VersionRef.meta({ label: "with" }) });

export const editorFields = {
  details: formFieldsOf(DetailsForm),
  compare: formFieldsOf(CompareQuery),
  move: formFieldsOf(Move),
  duplicate: formFieldsOf(Duplicate),
  schedule: formFieldsOf(Schedule),
  scheduleRemoval: formFieldsOf(ScheduleRemoval),
};
export type EditorFields = typeof editorFields;

/** The page's own fields as a comparison of two versions names them: by the labels of the form that edits them. */
export const detailLabels: DetailLabels = {
  title: editorFields.details.title.label,
  metaTitle: editorFields.details.metaTitle.label,
  metaDescription: editorFields.details.metaDescription.label,
  metaKeywords: editorFields.details.metaKeywords.label,
  canonicalUrl: editorFields.details.canonicalUrl.label,
  metaNoIndex: editorFields.details.metaNoIndex.label,
  schemaOrg: editorFields.details.schemaOrg.label,
};
