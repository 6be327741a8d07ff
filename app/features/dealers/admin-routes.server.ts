import { data } from "react-router";
import { z } from "zod";
import { formFieldsOf } from "~/admin/forms/schema-fields.server";
import { withoutUnreadableText } from "~/platform/unreadable-text";
import type { Dealer } from "./dealer";
import { DealerRecordFields, recordOf } from "./dealer-record";
import { canadianProvinces, usStates } from "./regions";
import { type DealersPage, type StaffDealers, dealerStatuses } from "./staff-dealers.server";

// The loaders of the dealer desk, /admin/dealers (issue 36). The routes ask the guard first.

export type DealerDeskServices = { staffDealers: StaffDealers };

/** The dealer's fields as the pages draw them. */
const deskFields = { dealer: formFieldsOf(DealerRecordFields) };
export type DealerDeskFields = typeof deskFields;

const regions = Object.keys({ ...usStates, ...canadianProvinces }) as [string, ...string[]];
const DealersQuery = z.object({
  q: z.string().trim().max(200).catch(""),
  status: z.enum(dealerStatuses).or(z.literal("")).catch(""),
  country: z.enum(["US", "CA"]).or(z.literal("")).catch(""),
  state: z.enum(regions).or(z.literal("")).catch(""),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** `/admin/dealers`: the dealers, searched, filtered and paged. */
export async function dealersLoader(services: DealerDeskServices, request: Request) {
  const search = new URL(request.url).searchParams;
  const query = DealersQuery.parse(Object.fromEntries([...search].map(([name, value]) => [name, withoutUnreadableText(value)])));
  const page: DealersPage = await services.staffDealers.list(query);
  return { page };
}

async function dealerOr404(services: DealerDeskServices, id: string | undefined): Promise<Dealer> {
  const dealer = id ? await services.staffDealers.byId(id) : undefined;
  if (!dealer) throw data({ message: "No such dealer: it may have been removed." }, { status: 404 });
  return dealer;
}

/** `/admin/dealers/:dealerId`: the dealer, field by field. */
export async function dealerLoader(services: DealerDeskServices, id: string | undefined) {
  const dealer = await dealerOr404(services, id);
  return { dealer, record: recordOf(dealer), fields: deskFields.dealer };
}
