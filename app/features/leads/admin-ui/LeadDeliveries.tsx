import { HiddenValues } from "~/admin/forms/HiddenValues";
import { Form } from "react-router";
import { formatChange } from "~/admin/admin-dates";
import { type DeliveryReadiness, type LeadDelivery, channelLabels, deliveryBlocked } from "../inbox";
import type { LeadForm } from "../options";
import { DeliveryBadge, NotSentBadge } from "./LeadBadges";

const smallButtonClass = "border border-ink px-3 py-1.5 text-sm font-medium text-ink hover:bg-ink hover:text-white";

function NextStep({ delivery, blocked }: { delivery: LeadDelivery; blocked: string | null }) {
  if (delivery.deliveredAt) return <span>{`Delivered ${formatChange(delivery.deliveredAt)} UTC`}</span>;
  if (blocked) return <span>{blocked}</span>;
  return <span>{`Next attempt ${formatChange(delivery.nextAttemptAt)} UTC or soon after`}</span>;
}

type LeadDeliveriesProps = { deliveries: LeadDelivery[]; form: LeadForm; readiness: DeliveryReadiness };

/**
 * Each channel of a lead (e-mail, webhook, confirmation) with every attempt, and a retry for one not
 * sent yet; one that cannot go out as things are set up says why instead of a next attempt.
 */
export function LeadDeliveries({ deliveries, form, readiness }: LeadDeliveriesProps) {
  if (deliveries.length === 0) return <p className="mt-2 text-sm text-stone">Nothing was to be delivered for this lead.</p>;
  return (
    <ul className="mt-3 space-y-4">
      {deliveries.map((delivery) => {
        const blocked = delivery.deliveredAt ? null : deliveryBlocked(delivery.channel, form, readiness);
        return (
          <li key={delivery.id} className="border border-line p-4">
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="font-medium text-ink">{channelLabels[delivery.channel]}</h3>
              {blocked ? <NotSentBadge /> : <DeliveryBadge state={delivery.state} />}
              <span className="text-sm text-stone">
                <NextStep delivery={delivery} blocked={blocked} />
              </span>
              {delivery.deliveredAt ? null : (
                <Form method="post" className="ml-auto">
                  <HiddenValues values={{ intent: "retry", delivery: String(delivery.id) }} />
                  <button type="submit" className={smallButtonClass}>
                    Retry delivery
                  </button>
                </Form>
              )}
            </div>
            {delivery.attempts.length === 0 ? (
              <p className="mt-2 text-sm text-stone">Not attempted yet.</p>
            ) : (
              <ol className="mt-2 space-y-1 text-sm">
                {delivery.attempts.map((attempt, index) => (
                  <li key={index} className="flex flex-wrap gap-x-3">
                    <time dateTime={attempt.at} className="text-stone">{`${formatChange(attempt.at)} UTC`}</time>
                    <span className={attempt.outcome === "failed" ? "text-red-900" : "text-ink"}>
                      {attempt.outcome === "failed" ? `Failed: ${attempt.error ?? "no reason given"}` : "Delivered"}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ul>
  );
}
