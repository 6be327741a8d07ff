import { FormAssemblyEmbed, LeadFormPage } from "~/features/forms";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/formassembly-demo";

export const loader = ({ context }: Route.LoaderArgs) => ({
  scriptUrl: context.get(servicesContext).config.FORM_ASSEMBLY_SCRIPT_URL ?? null,
});
export const meta: Route.MetaFunction = () => [{ title: "Demo Form | LaCantina Doors" }];

export default function FormAssemblyDemoRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LeadFormPage title="Demo Form">
      <FormAssemblyEmbed scriptUrl={loaderData.scriptUrl} />
    </LeadFormPage>
  );
}
