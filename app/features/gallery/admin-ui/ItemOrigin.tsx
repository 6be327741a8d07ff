import type { ReactNode } from "react";
import { formatChange } from "~/features/accounts";

/** Who made an item and when, with a link to where visitors see it. */
export function ItemOrigin({ seeded, createdAt, children }: { seeded: boolean; createdAt: string; children: ReactNode }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone">
      <span>
        {seeded
          ? "From the seed import: a change makes it staff's, and the next import leaves it as it is."
          : `Added ${formatChange(createdAt)} UTC; staff's own.`}
      </span>
      {children}
    </p>
  );
}
