import type { BlockProps } from "../registry";

export function Copy({ value }: BlockProps<"copy">) {
  const centered = value.align_copy_horizontal === "center";
  return (
    <section className={`mx-auto max-w-3xl px-6 py-16 md:py-24 ${centered ? "text-center" : ""}`}>
      {value.kicker ? <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-bronze">{value.kicker}</p> : null}
      {value.header ? <h2 className="mb-6 text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2> : null}
      <div className="space-y-4 text-lg leading-relaxed text-stone">
        {value.copy_text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
