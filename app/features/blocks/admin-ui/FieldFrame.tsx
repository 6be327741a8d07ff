import type { ReactNode } from "react";

export const controlClass =
  "block w-full border border-line bg-white px-3 py-2 text-sm text-ink focus:border-bronze focus:outline-none focus-visible:outline-2 focus-visible:outline-bronze aria-[invalid=true]:border-red-700";

export const smallButtonClass =
  "border border-line bg-white px-2.5 py-1 text-xs font-medium text-ink hover:border-ink focus-visible:outline-2 focus-visible:outline-bronze disabled:opacity-40";

export type FrameProps = {
  id: string;
  label: string;
  help?: string | undefined;
  errors?: string[] | undefined;
  required?: boolean;
};

/** What a control of the block editor says about itself: ids of its help and its errors. */
export function describedBy({ id, help, errors }: FrameProps): string | undefined {
  return [help ? `${id}-help` : "", errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function FieldMessages({ id, help, errors }: FrameProps) {
  return (
    <>
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-stone">
          {help}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800" data-field-error={id}>
          {errors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

/** A label over its control, the help and the server's errors under it. */
export function FieldFrame({ children, ...frame }: FrameProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={frame.id} className="mb-1 block text-sm font-medium text-ink">
        {frame.label}
        {frame.required ? (
          <span className="text-red-800" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldMessages {...frame} />
    </div>
  );
}
