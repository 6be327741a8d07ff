import type { BlockProps } from "../block-props";

export function BladeQuote({ value }: BlockProps<"blade_quote">) {
  return (
    <section className="bg-linen">
      <figure className="mx-auto max-w-4xl px-6 py-16 text-center md:py-24">
        <span aria-hidden="true" className="block font-serif text-7xl leading-none text-bronze">
          “
        </span>
        <blockquote className="mt-2 text-2xl leading-snug font-light tracking-tight md:text-3xl">
          <p>{value.quote}</p>
        </blockquote>
        {value.quoted || value.quoted_detail ? (
          <figcaption className="mt-8 text-sm tracking-wide text-stone">
            {value.quoted ? <span className="block font-semibold uppercase tracking-[0.16em] text-ink">{value.quoted}</span> : null}
            {value.quoted_detail ? <span className="mt-1 block">{value.quoted_detail}</span> : null}
          </figcaption>
        ) : null}
      </figure>
    </section>
  );
}
