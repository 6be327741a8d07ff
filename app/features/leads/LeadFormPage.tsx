import type { ReactNode } from "react";

type LeadFormPageProps = { kicker?: string; title: string; intro?: ReactNode; wide?: boolean; children: ReactNode };

/** A form page: its banner (SPEC §2), an intro and the form in its narrow container (SPEC §9). */
export function LeadFormPage({ kicker, title, intro, wide = false, children }: LeadFormPageProps) {
  return (
    <>
      <section className="bg-sand px-6 py-16 text-center md:py-24">
        {kicker ? <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-bronze-dark">{kicker}</p> : null}
        <h1 className="text-4xl font-light tracking-tight md:text-5xl">{title}</h1>
      </section>
      {intro ? <div className="mx-auto max-w-[800px] px-6 pt-12 text-lg leading-relaxed text-stone">{intro}</div> : null}
      <div className={`mx-auto px-6 py-12 md:py-16 ${wide ? "max-w-[39.8rem]" : "max-w-(--container-form)"}`}>{children}</div>
    </>
  );
}
