import type { ReactNode } from "react";
import { href } from "react-router";
import { formatChange } from "~/admin/admin-dates";
import { type LeadRouting, type RoutedDealer, type RoutingEvent, currentDealer, escalationReasonLabels } from "../routing-history";

const linkClass = "font-medium text-bronze-dark underline underline-offset-4";

/** A dealer's name, linked to its public page (the route's own href: the dealers' door would bring its pages' code into the admin's). */
function DealerLink({ dealer }: { dealer: RoutedDealer }) {
  return (
    <a href={href("/find-a-dealer/:slug", { slug: dealer.slug })} className={linkClass}>
      {dealer.name}
    </a>
  );
}

const utc = (iso: string) => `${formatChange(iso)} UTC`;

function Summary({ routing }: { routing: LeadRouting }) {
  const dealer = currentDealer(routing);
  switch (routing.state) {
    case "off":
      return <>Not routed: routing to dealers was off for this form when the lead came in, so it went to the sales inbox.</>;
    case "routing":
      return <>Due to be offered to the next dealer who covers the place (within a minute).</>;
    case "offered":
      return dealer ? (
        <>
          Waiting for <DealerLink dealer={dealer} /> to answer.
        </>
      ) : null;
    case "accepted":
      return dealer ? (
        <>
          Accepted by <DealerLink dealer={dealer} />.
        </>
      ) : null;
    case "escalated":
      return <>In the sales inbox.</>;
  }
}

function EventText({ event }: { event: RoutingEvent }): ReactNode {
  switch (event.kind) {
    case "offered":
      return (
        <>
          Offered to <DealerLink dealer={event.dealer} />
          {event.byHand ? " (chosen by hand)" : ""}, to answer by {utc(event.answerBy)}.{" "}
          {event.emailedAt ? `E-mailed ${utc(event.emailedAt)}.` : "Its e-mail waits in the outbox."}
        </>
      );
    case "answered": {
      const dealer = <DealerLink dealer={event.dealer} />;
      if (event.decision === "accepted") return <>{dealer} accepted it.</>;
      if (event.decision === "passed") return <>{dealer} passed.</>;
      if (event.decision === "no_answer") return <>{dealer} did not answer by the deadline.</>;
      return <>The offer to {dealer} was withdrawn.</>;
    }
    case "escalated":
      return <>{`Went to the sales inbox: ${escalationReasonLabels[event.reason]}.`}</>;
    case "reassigned":
      return event.to ? (
        <>
          {`${event.by} gave the lead by hand to `}
          <DealerLink dealer={event.to} />.
        </>
      ) : (
        <>{`${event.by} gave the lead by hand to the sales team.`}</>
      );
  }
}

/** Who a lead was offered to, when, what they answered, and when and why it reached the sales inbox. */
export function LeadRoutingHistory({ routing }: { routing: LeadRouting }) {
  return (
    <div className="mt-3 space-y-3 text-sm">
      <p className="text-ink">
        <Summary routing={routing} />
      </p>
      {routing.place ? <p className="text-stone">{`Placed at ${routing.place}.`}</p> : null}
      {routing.events.length > 0 ? (
        <ol aria-label="Routing history" className="space-y-2 border-l border-line pl-4">
          {routing.events.map((event, index) => (
            <li key={index} className="flex flex-wrap gap-x-3">
              <time dateTime={event.at} className="text-stone">
                {utc(event.at)}
              </time>
              <span className="text-ink">
                <EventText event={event} />
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
