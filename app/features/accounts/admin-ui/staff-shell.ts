import { isRouteErrorResponse } from "react-router";
import { type SectionNotes, sectionsFor } from "../admin-access";
import { isStaff, roleLabels, type Staff } from "../roles";

/** What the admin kit's shell shows of the signed-in member of staff: who they are and the sections their role may open. */
export function shellOf(staff: Staff, notes?: SectionNotes) {
  return { signedIn: `${staff.name} · ${roleLabels[staff.role]}`, sections: sectionsFor(staff.role, notes) };
}

/** Who a page was refused to: the admin layout's refusal names them (guard.server.ts), since the frame's own data is then missing. */
export function refusedStaffOf(error: unknown): Staff | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 403) return undefined;
  const staff: unknown = (error.data as { staff?: unknown } | null)?.staff;
  return isStaff(staff) ? staff : undefined;
}
