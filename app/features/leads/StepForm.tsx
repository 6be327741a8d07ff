import { useState, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

export type Step = { id: string; title: string; content: ReactNode; answered: boolean };

/**
 * A form asked step by step (SPEC §4): each Next reveals the following step and stays dimmed
 * and inactive until the step is answered; steps after the first show 'Step N / total' and a
 * 'Previous Step' link. Without JavaScript every step shows at once.
 */
export function StepForm({ steps, submit, startAt = 1 }: { steps: Step[]; submit: ReactNode; startAt?: number }) {
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(startAt);
  const shown = hydrated ? steps.slice(0, revealed) : steps;
  const total = steps.length;

  const next = (index: number) => {
    setRevealed(index + 2);
    requestAnimationFrame(() =>
      document.getElementById(steps[index + 1]?.id ?? "")?.scrollIntoView({ behavior: "smooth", block: "start" }),
    );
  };

  return (
    <div className="space-y-10">
      {shown.map((step, index) => (
        <section key={step.id} id={step.id} aria-labelledby={`${step.id}-title`} className="scroll-mt-32 space-y-5">
          {index > 0 ? (
            <div className="flex items-center justify-between text-sm">
              <p className="font-semibold text-stone">
                Step {index + 1} / {total}
              </p>
              <a href={`#${steps[index - 1]?.id}`} className="text-bronze-dark underline underline-offset-2">
                Previous Step
              </a>
            </div>
          ) : null}
          <h2 id={`${step.id}-title`} className="text-2xl font-light tracking-tight">
            {step.title}
          </h2>
          {step.content}
          {hydrated && index === revealed - 1 && index < total - 1 ? (
            <button
              type="button"
              disabled={!step.answered}
              onClick={() => next(index)}
              className="inline-flex min-h-11 items-center justify-center border border-ink px-8 py-3 text-sm font-semibold uppercase tracking-[0.12em] transition-colors hover:bg-ink hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-ink"
            >
              Next
            </button>
          ) : null}
        </section>
      ))}
      {!hydrated || revealed >= total ? submit : null}
    </div>
  );
}
