import { HtmlContent } from "../shared/HtmlContent";
import { Kicker } from "../shared/Kicker";
import type { BlockProps } from "../block-props";

/** SPEC §2 FAQ accordion: native <details>, so every item opens with Enter or Space without script. */
export function Faq({ value }: BlockProps<"faq">) {
  if (value.qa_combo.length === 0) return null;
  return (
    <section className="mx-auto max-w-4xl px-6 py-10 md:py-12">
      {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
      {value.header ? <h2 className="mb-8 text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2> : null}
      <div className="border-t border-line">
        {value.qa_combo.map((item) => (
          <details key={item.question} className="group border-b border-line">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-5 text-lg font-normal tracking-tight hover:text-bronze-dark [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="relative size-4 shrink-0 before:absolute before:top-1/2 before:left-0 before:h-px before:w-4 before:bg-current after:absolute after:top-0 after:left-1/2 after:h-4 after:w-px after:bg-current after:transition-transform group-open:after:scale-y-0"
              />
            </summary>
            <HtmlContent html={item.answer} className="pb-6 leading-relaxed text-stone" />
          </details>
        ))}
      </div>
    </section>
  );
}
