import { useCallback, useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { HiddenValues } from "~/admin/forms/HiddenValues";
import { SchemaField } from "~/admin/forms/SchemaField";
import type { FormField } from "~/admin/forms/form-field";
import type { FormResult } from "~/admin/form-result";
import type { EditorIntent } from "../admin-editor-forms.server";
import { LocalTime, offsetAt, useTimeZone } from "./LocalTime";

const secondaryClass = "border border-ink px-4 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white";

type ScheduleFormProps = {
  revision: number;
  /** What is scheduled, and who scheduled it; null for the form to choose a time. */
  scheduled: { at: string; by: string } | null;
  intent: Extract<EditorIntent, "schedule" | "schedule_unpublish">;
  cancelIntent: Extract<EditorIntent, "unschedule" | "unschedule_unpublish">;
  fields: { at: FormField; offset: FormField };
  result: FormResult | undefined;
  /** The words around the time, as in "The draft goes live by itself on <time>, as it is then". */
  words: { before: string; after: string; cancel: string };
};

/**
 * When something happens to the page by itself (its draft published, the page taken off the site),
 * or the form to choose that time: on the editor's own clock, whose zone the page posts beside it;
 * without a script the form says it takes UTC.
 */
export function ScheduleForm({ revision, scheduled, intent, cancelIntent, fields, result, words }: ScheduleFormProps) {
  const zone = useTimeZone();
  const form = useRef<HTMLFormElement>(null);
  const [offset, setOffset] = useState<number | null>(null);
  // A refused time comes back as it was typed: its zone is read from the field, not only on a change.
  const readOffset = useCallback(() => {
    const input = form.current?.elements.namedItem(fields.at.name);
    setOffset(input instanceof HTMLInputElement ? offsetAt(input.value) : null);
  }, [fields.at.name]);
  useEffect(readOffset, [readOffset]);
  if (scheduled) {
    return (
      <Form method="post" className="flex flex-col gap-3">
        <HiddenValues values={{ intent: cancelIntent, revision: String(revision) }} />
        <p className="text-sm text-ink">
          {`${words.before} on `}
          <LocalTime iso={scheduled.at} />
          {`${words.after} (scheduled by ${scheduled.by}).`}
        </p>
        <button type="submit" className={`${secondaryClass} self-start`}>
          {words.cancel}
        </button>
      </Form>
    );
  }
  return (
    <Form method="post" ref={form} className="flex flex-wrap items-end gap-3" noValidate onChange={readOffset}>
      <HiddenValues values={{ intent, revision: String(revision), ...(offset !== null ? { [fields.offset.name]: String(offset) } : {}) }} />
      <div>
        <SchemaField field={fields.at} result={result} />
        <p className="mt-1 text-xs text-stone">{zone ? `In your time zone, ${zone}.` : "In UTC (Coordinated Universal Time)."}</p>
      </div>
      <button type="submit" className={secondaryClass}>
        Schedule
      </button>
    </Form>
  );
}
