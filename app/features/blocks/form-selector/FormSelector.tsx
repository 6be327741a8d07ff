import { useId } from "react";
import { buttonClass } from "~/ui/ButtonLink";
import type { BlockProps } from "../block-props";

/** A plain GET form (SPEC §7): it works before hydration and without JavaScript. */
export function FormSelector({ value }: BlockProps<"form_selector">) {
  const selectId = useId();
  return (
    <section className="bg-sand">
      <div className="mx-auto max-w-2xl px-6 py-14 text-center md:py-20">
        <h2 className="text-3xl font-light tracking-tight md:text-4xl">{value.title}</h2>
        {value.sub_title ? <p className="mt-4 text-lg leading-relaxed text-stone">{value.sub_title}</p> : null}
        <form action={value.form_url} method="get" className="mt-8 flex flex-col gap-4 text-left sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <label htmlFor={selectId} className="text-sm font-semibold uppercase tracking-[0.12em]">
              {value.form_type_id.label}
            </label>
            <select
              id={selectId}
              name="form_type_id"
              className="min-h-11 w-full border border-stone bg-white px-4 py-3 text-base text-ink focus-visible:border-bronze"
            >
              {value.form_type_id.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={`${buttonClass("primary")} cursor-pointer`}>
            {value.submit_cta}
          </button>
        </form>
      </div>
    </section>
  );
}
