import { lazy, Suspense, useId, useState } from "react";
import { initialValue, joinPath, withArticle, type Field, type FieldSpec, type GroupSpec } from "../block-form";
import { duplicated, moved, removed } from "../block-tree";
import { useBlockEditor } from "./block-editor-context";
import { controlClass, describedBy, FieldFrame, FieldMessages, smallButtonClass, type FrameProps } from "./FieldFrame";
import { ImageFields } from "./ImageFields";

// Pure: the content list, which shares a door with this editor, must not keep it in its chunk.
const RichTextEditor = /* @__PURE__ */ lazy(() => import("./RichTextEditor"));

type ValueRecord = Record<string, unknown>;

export type ValueProps = {
  value: unknown;
  onChange: (next: unknown) => void;
  /** The path of this value in the draft's blocks, as the server keys its errors: "3.value.slides.0". */
  errorKey: string;
};

const asRecord = (value: unknown): ValueRecord =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as ValueRecord) : {};

/** The fields of a group (a block's value, a column, a slide), each editing its own key of the value. */
export function GroupFields({ spec, value, onChange, errorKey }: ValueProps & { spec: GroupSpec }) {
  const record = asRecord(value);
  const change = (name: string, next: unknown) => {
    const copy = { ...record };
    if (next === undefined) delete copy[name];
    else copy[name] = next;
    onChange(copy);
  };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {spec.fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          value={record[field.name]}
          onChange={(next) => change(field.name, next)}
          errorKey={joinPath(errorKey, field.name)}
        />
      ))}
    </div>
  );
}

const isNested = (spec: FieldSpec) => spec.kind === "group" || spec.kind === "image" || spec.kind === "list" || spec.kind === "variant";

/** One field of a group: an optional group or list that is left out offers to add it. */
function FieldControl({ field, value, onChange, errorKey }: ValueProps & { field: Field }) {
  const { errors } = useBlockEditor();
  if (isNested(field.spec) && value === undefined && field.optional) {
    return (
      <div>
        <button type="button" className={smallButtonClass} onClick={() => onChange(initialValue(field.spec))}>
          {`Add ${withArticle(field.spec.kind === "list" ? field.spec.itemLabel : field.label.toLowerCase())}`}
        </button>
        <FieldMessages id={errorKey} label={field.label} errors={errors[errorKey]} />
      </div>
    );
  }
  if (!isNested(field.spec)) return <ScalarField field={field} value={value} onChange={onChange} errorKey={errorKey} />;
  return (
    <fieldset className="min-w-0 border border-line p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-ink">{field.label}</legend>
      {field.help ? <p className="mb-3 text-xs text-stone">{field.help}</p> : null}
      <NestedControl spec={field.spec} value={value} onChange={onChange} errorKey={errorKey} />
      <FieldMessages id={errorKey} label={field.label} errors={errors[errorKey]} />
      {field.optional && field.defaultValue === undefined ? (
        <button type="button" className={`${smallButtonClass} mt-3`} onClick={() => onChange(undefined)}>
          {`Remove ${field.label.toLowerCase()}`}
        </button>
      ) : null}
    </fieldset>
  );
}

function NestedControl({ spec, ...props }: ValueProps & { spec: FieldSpec }) {
  switch (spec.kind) {
    case "group":
      return <GroupFields spec={spec} {...props} />;
    case "image":
      return (
        <ImageFields {...props}>
          <GroupFields spec={spec.group} {...props} />
        </ImageFields>
      );
    case "list":
      return <ListItems spec={spec} {...props} />;
    case "variant":
      return <VariantFields spec={spec} {...props} />;
    default:
      return null;
  }
}

/** The items of a list (slides, columns, questions): each can move, be copied or removed; new ones start empty. */
function ListItems({ spec, value, onChange, errorKey }: ValueProps & { spec: Extract<FieldSpec, { kind: "list" }> }) {
  const items = Array.isArray(value) ? value : [];
  const full = spec.max !== undefined && items.length >= spec.max;
  const least = spec.min ?? 0;
  const itemName = spec.itemLabel.charAt(0).toUpperCase() + spec.itemLabel.slice(1);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {items.map((item, index) => {
        const itemKey = joinPath(errorKey, index);
        const position = `${itemName} ${index + 1} of ${items.length}`;
        const change = (next: unknown) => onChange(items.map((current, at) => (at === index ? next : current)));
        return (
          <div key={index} className="border-l-2 border-line pl-3" role="group" aria-label={position}>
            <div className="mb-2 flex flex-wrap items-center gap-2">
              <span className="mr-auto text-xs font-semibold uppercase tracking-wide text-stone">{position}</span>
              <button
                type="button"
                className={smallButtonClass}
                disabled={index === 0}
                onClick={() => onChange(moved(items, index, index - 1))}
              >
                Up<span className="sr-only">{`: ${position}`}</span>
              </button>
              <button
                type="button"
                className={smallButtonClass}
                disabled={index === items.length - 1}
                onClick={() => onChange(moved(items, index, index + 1))}
              >
                Down<span className="sr-only">{`: ${position}`}</span>
              </button>
              <button type="button" className={smallButtonClass} disabled={full} onClick={() => onChange(duplicated(items, index))}>
                Copy<span className="sr-only">{`: ${position}`}</span>
              </button>
              <button
                type="button"
                className={smallButtonClass}
                disabled={items.length <= least}
                onClick={() => onChange(removed(items, index))}
              >
                Remove<span className="sr-only">{`: ${position}`}</span>
              </button>
            </div>
            {isNested(spec.item) ? (
              <NestedControl spec={spec.item} value={item} onChange={change} errorKey={itemKey} />
            ) : (
              <ScalarField
                field={{ name: String(index), label: position, optional: false, spec: spec.item }}
                value={item}
                onChange={change}
                errorKey={itemKey}
              />
            )}
          </div>
        );
      })}
      <div>
        <button type="button" className={smallButtonClass} disabled={full} onClick={() => onChange([...items, initialValue(spec.item)])}>
          {`Add ${withArticle(spec.itemLabel)}`}
        </button>
        {spec.max !== undefined ? <span className="ml-3 text-xs text-stone">{`${items.length} of at most ${spec.max}`}</span> : null}
      </div>
    </div>
  );
}

/** An item of several kinds (an image, a video or a copy slide): the kind picks the fields. */
function VariantFields({ spec, value, onChange, errorKey }: ValueProps & { spec: Extract<FieldSpec, { kind: "variant" }> }) {
  const id = useId();
  const record = asRecord(value);
  const current = spec.variants.find((variant) => variant.value === record[spec.discriminator]) ?? spec.variants[0];
  if (!current) return null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
          Kind
        </label>
        <select
          id={id}
          className={controlClass}
          value={current.value}
          onChange={(event) => {
            const next = spec.variants.find((variant) => variant.value === event.target.value);
            if (next) onChange({ ...(initialValue(next.group) as ValueRecord), [spec.discriminator]: next.value });
          }}
        >
          {spec.variants.map((variant) => (
            <option key={variant.value} value={variant.value}>
              {variant.label}
            </option>
          ))}
        </select>
      </div>
      <GroupFields
        spec={current.group}
        value={record}
        onChange={(next) => onChange({ ...asRecord(next), [spec.discriminator]: current.value })}
        errorKey={errorKey}
      />
    </div>
  );
}

/** A field holding one value: text, rich text, a link, a choice, a number, a switch, or JSON. */
export function ScalarField({ field, value, onChange, errorKey }: ValueProps & { field: Field }) {
  const { errors, sitePathsListId } = useBlockEditor();
  const frame = { id: errorKey, label: field.label, help: field.help, errors: errors[errorKey], required: !field.optional };
  const common = { id: errorKey, "aria-describedby": describedBy(frame), "aria-invalid": frame.errors?.length ? true : undefined };
  const text = typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
  const { spec } = field;
  // An optional text left empty is left out, so the block renders without it.
  const setText = (next: string) => onChange(next === "" && field.optional && field.defaultValue === undefined ? undefined : next);

  switch (spec.kind) {
    case "boolean":
      return (
        <div>
          <label className="flex items-center gap-2 text-sm font-medium text-ink">
            <input
              type="checkbox"
              {...common}
              checked={value === true || value === "true"}
              onChange={(event) => onChange(event.target.checked)}
              className="size-4 accent-bronze"
            />
            {field.label}
          </label>
          <FieldMessages {...frame} />
        </div>
      );
    case "choice":
      return (
        <FieldFrame {...frame}>
          <select {...common} className={controlClass} value={text} onChange={(event) => setText(event.target.value)}>
            {field.optional && field.defaultValue === undefined ? <option value="">(none)</option> : null}
            {spec.options.map((option) => (
              <option key={option} value={option}>
                {spec.optionLabels?.[option] ?? option}
              </option>
            ))}
          </select>
        </FieldFrame>
      );
    case "number":
      return (
        <FieldFrame {...frame}>
          <input
            type="number"
            {...common}
            className={controlClass}
            min={spec.min}
            max={spec.max}
            step={spec.integer ? 1 : "any"}
            value={text}
            onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
          />
        </FieldFrame>
      );
    case "html":
      return (
        <FieldFrame {...frame}>
          <Suspense fallback={<textarea {...common} className={controlClass} rows={6} value={text} readOnly />}>
            <RichTextEditor id={errorKey} label={field.label} html={text} onChange={setText} describedBy={common["aria-describedby"]} />
          </Suspense>
        </FieldFrame>
      );
    case "json":
      return <JsonField frame={frame} value={value} onChange={onChange} />;
    case "link":
      return (
        <FieldFrame {...frame}>
          <input
            type="text"
            {...common}
            list={sitePathsListId}
            className={controlClass}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FieldFrame>
      );
    case "text":
      return (
        <FieldFrame {...frame}>
          {spec.multiline ? (
            <textarea
              {...common}
              rows={5}
              maxLength={spec.maxLength}
              className={controlClass}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          ) : (
            <input
              type="text"
              {...common}
              maxLength={spec.maxLength}
              className={controlClass}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FieldFrame>
      );
    default:
      return null;
  }
}

/** A value the form cannot draw field by field, as JSON; the server checks it like any other. */
function JsonField({ frame, value, onChange }: { frame: FrameProps; value: unknown; onChange: (next: unknown) => void }) {
  const [typed, setTyped] = useState(() => JSON.stringify(value ?? null, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FieldFrame {...frame} errors={problem ? [problem, ...(frame.errors ?? [])] : frame.errors}>
      <textarea
        id={frame.id}
        rows={6}
        className={`${controlClass} font-mono`}
        value={typed}
        aria-describedby={describedBy(frame)}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => {
          try {
            onChange(JSON.parse(typed));
            setProblem(null);
          } catch {
            setProblem("This is not JSON yet.");
          }
        }}
      />
    </FieldFrame>
  );
}
