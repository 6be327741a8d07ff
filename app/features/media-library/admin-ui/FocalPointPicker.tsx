import { useId, useState, type KeyboardEvent, type MouseEvent } from "react";
import type { FormResult } from "~/admin/form-result";
import type { FormField } from "~/admin/forms/form-field";
import { filterControlClass } from "~/admin/AdminSelect";
import { FieldErrors, Label } from "~/ui/fields";
import type { FocalPoint } from "~/lib/focal-point";

type Typed = { x: string; y: string };

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The point the two fields say, if both hold a whole percentage. */
function pointOf(typed: Typed): FocalPoint | null {
  const [x, y] = [Number(typed.x), Number(typed.y)];
  const valid = (value: number, text: string) => text.trim() !== "" && Number.isInteger(value) && value >= 0 && value <= 100;
  return valid(x, typed.x) && valid(y, typed.y) ? { x, y } : null;
}

const steps: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * An image's focal point, set on the picture: a click puts the marker there, the arrow keys move it
 * (with Shift by 10), and two plain fields say it in percentages. It is posted with the item's form.
 */
export function FocalPointPicker({
  src,
  alt,
  width,
  height,
  fields,
  stored,
  result,
}: {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  fields: { x: FormField; y: FormField };
  stored: FocalPoint | null;
  result?: Pick<FormResult, "errors" | "values"> | undefined;
}) {
  const hint = useId();
  const [typed, setTyped] = useState<Typed>(() => ({
    x: result?.values?.[fields.x.name] ?? (stored ? String(stored.x) : ""),
    y: result?.values?.[fields.y.name] ?? (stored ? String(stored.y) : ""),
  }));
  const point = pointOf(typed);
  const place = (next: FocalPoint) => setTyped({ x: String(clamp(next.x)), y: String(clamp(next.y)) });

  function clicked(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    place({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  }
  function keyed(event: KeyboardEvent<HTMLDivElement>) {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 10 : 1;
    const from = point ?? { x: 50, y: 50 };
    place({ x: from.x + step[0] * by, y: from.y + step[1] * by });
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-ink">Focal point</legend>
      <p id={hint} className="text-sm text-stone">
        The part of the picture a crop keeps in view. Click it on the picture, or focus the picture and move the marker with the arrow keys
        (Shift moves by 10). Without one, crops keep the centre.
      </p>
      <div
        role="group"
        aria-label={`Focal point on the picture: ${point ? `${point.x}% across, ${point.y}% down` : "the centre"}`}
        aria-describedby={hint}
        tabIndex={0}
        onClick={clicked}
        onKeyDown={keyed}
        className="relative w-fit cursor-crosshair focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bronze"
      >
        <img
          src={src}
          alt={alt}
          width={width ?? undefined}
          height={height ?? undefined}
          draggable={false}
          className="block h-auto max-h-[28rem] w-auto max-w-full bg-sand"
        />
        {point ? (
          <span
            data-focal-marker
            aria-hidden="true"
            className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-bronze/60 shadow-[0_0_0_2px_rgb(0_0_0/0.6)]"
            style={{ left: `${point.x}%`, top: `${point.y}%` }}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {(["x", "y"] as const).map((axis) => {
          const field = fields[axis];
          const errors = result?.errors?.[field.name];
          return (
            <div key={axis}>
              <Label htmlFor={field.name} label={field.label} />
              <input
                id={field.name}
                name={field.name}
                type="number"
                min={0}
                max={100}
                step={1}
                inputMode="numeric"
                value={typed[axis]}
                onChange={(event) => setTyped({ ...typed, [axis]: event.target.value })}
                aria-invalid={errors?.length ? true : undefined}
                aria-describedby={errors?.length ? `${field.name}-error` : undefined}
                className={`${filterControlClass} w-28`}
              />
              <FieldErrors name={field.name} errors={errors} />
            </div>
          );
        })}
        <button
          type="button"
          className="border border-ink px-3 py-1.5 text-sm font-medium text-ink hover:bg-ink hover:text-white disabled:opacity-50"
          disabled={!typed.x && !typed.y}
          onClick={() => setTyped({ x: "", y: "" })}
        >
          Use the centre
        </button>
      </div>
    </fieldset>
  );
}
