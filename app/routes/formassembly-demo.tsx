import { FormAssemblyEmbed, LeadFormPage, QuoteForm, formPageMeta } from "~/features/leads";
import { leadPageHeaders, loadLeadPage } from "~/features/leads/index.server";
import { siteFromMatches } from "~/lib/use-site";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/formassembly-demo";

// SPEC §2 demo form page: the third-party form of FORM_ASSEMBLY_SCRIPT_URL, or, where none is
// configured, the site's own quote form (it posts to /request-quote, whose action receives it).
export const loader = ({ context }: Route.LoaderArgs) => loadLeadPage(context.get(servicesContext), "lac_request_quote");
export const headers: Route.HeadersFunction = leadPageHeaders;
export const meta: Route.MetaFunction = ({ matches, location }) =>
  formPageMeta(
    "Demo Form",
    "A demonstration of a LaCantina Doors form embedded from an external form service, or of our own quote form where none is configured.",
    siteFromMatches(matches),
    location,
  );

export default function FormAssemblyDemoRoute({ loaderData }: Route.ComponentProps) {
  const scriptUrl = loaderData.formAssemblyScriptUrl;
  return (
    <LeadFormPage
      title="Demo Form"
      intro={
        scriptUrl ? undefined : (
          <p>No external form service is set up on this site, so this page shows our own quote form. It reaches the same team.</p>
        )
      }
    >
      {scriptUrl ? <FormAssemblyEmbed scriptUrl={scriptUrl} /> : <QuoteForm page={loaderData} />}
    </LeadFormPage>
  );
}
