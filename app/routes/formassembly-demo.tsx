import { FormAssemblyEmbed, LeadFormPage, formPageMeta } from "~/features/forms";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/formassembly-demo";

export const loader = ({ context }: Route.LoaderArgs) => ({
  scriptUrl: context.get(servicesContext).config.FORM_ASSEMBLY_SCRIPT_URL ?? null,
});
export const meta: Route.MetaFunction = ({ matches, location }) =>
  formPageMeta(
    "Demo Form",
    "A demonstration of a LaCantina Doors form embedded from an external form service, shown only where one is configured.",
    siteFromMatches(matches),
    location,
  );

export default function FormAssemblyDemoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadFormPage title="Demo Form">
      <FormAssemblyEmbed scriptUrl={loaderData.scriptUrl} />
    </LeadFormPage>
  );
}
