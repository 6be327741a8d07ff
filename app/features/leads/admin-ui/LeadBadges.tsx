import { type DeliveryState, type LeadStatus, deliveryStateLabels, leadStatusLabels } from "../inbox";

const badgeClass = "inline-block px-2 py-0.5 text-xs font-medium ring-1 ring-inset";

const statusClass: Record<LeadStatus, string> = {
  new: "bg-amber-50 text-amber-900 ring-amber-700/30",
  handled: "bg-sand text-ink ring-line",
};

const deliveryClass: Record<DeliveryState, string> = {
  delivered: "bg-emerald-50 text-emerald-900 ring-emerald-700/30",
  waiting: "bg-sand text-ink ring-line",
  failed: "bg-red-50 text-red-900 ring-red-700/30",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`${badgeClass} ${statusClass[status]}`}>{leadStatusLabels[status]}</span>;
}

export function DeliveryBadge({ state }: { state: DeliveryState }) {
  return <span className={`${badgeClass} ${deliveryClass[state]}`}>{deliveryStateLabels[state]}</span>;
}

/** A delivery that cannot go out as things are set up (no mail server, nobody to receive it). */
export function NotSentBadge() {
  return <span className={`${badgeClass} bg-red-50 text-red-900 ring-red-700/30`}>Not sent</span>;
}

/** Whom a lead is assigned to, by name; an account that is gone or may no longer open the inbox is said so. */
export function assigneeName(assignees: { id: string; name: string }[], id: string | null): string {
  if (!id) return "Nobody";
  return assignees.find((person) => person.id === id)?.name ?? "A former member of staff";
}
