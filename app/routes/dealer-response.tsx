import { DealerResponsePage } from "~/features/leads";
import { dealerResponseAction, dealerResponseHeaders, dealerResponseLoader } from "~/features/leads/index.server";
import { NO_INDEX } from "~/features/seo";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/dealer-response";

// A dealer's Accept or Pass link (issue 36): GET shows what the button will decide, POST decides.
export const loader = ({ context, params }: Route.LoaderArgs) => dealerResponseLoader(context.get(servicesContext), params.token);
export const action = ({ context, params }: Route.ActionArgs) => dealerResponseAction(context.get(servicesContext), params.token);
export const headers: Route.HeadersFunction = dealerResponseHeaders;
// The address carries the link's signature: the head names no URL, and search engines keep out.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `A lead for you | ${siteFromMatches(matches).brand}` },
  { name: "robots", content: NO_INDEX },
];

export default function DealerResponseRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DealerResponsePage response={actionData ?? loaderData} />;
}
