import type { DeliveryReadiness } from "../inbox";
import { leadFormTitles } from "../titles";

/** What keeps leads from reaching the sales team, said where staff look: nothing when they can. */
export function deliveryProblems({ mailServer, formsWithoutRecipients }: DeliveryReadiness): string[] {
  const problems: string[] = [];
  if (!mailServer)
    problems.push("No mail server is set up (SMTP_URL), so no lead is e-mailed to anyone: they wait here until one is set up.");
  if (formsWithoutRecipients.length > 0)
    problems.push(
      `Nobody receives the leads of ${formsWithoutRecipients.map((form) => leadFormTitles[form]).join(", ")}: an administrator sets recipients in Settings (or LEAD_RECIPIENTS).`,
    );
  return problems;
}

/** The admin's warning that leads cannot be delivered as things are set up. */
export function DeliveryWarning({ readiness }: { readiness: DeliveryReadiness }) {
  const problems = deliveryProblems(readiness);
  if (problems.length === 0) return null;
  return (
    <section aria-labelledby="delivery-warning-heading" className="border-l-4 border-amber-700 bg-amber-50 px-4 py-3 text-sm text-ink">
      <h2 id="delivery-warning-heading" className="font-medium">
        Leads cannot be delivered
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </section>
  );
}
