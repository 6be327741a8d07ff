import type { MetaDescriptor } from "react-router";
import { seoMeta } from "~/features/seo";
import type { SiteConfig } from "~/lib/site-config";
import type { LeadForm } from "./options";
import { leadFormTitles } from "./titles";

// The forms with a page of their own; a project is submitted on the content page /submit-your-project.
const leadPageDescriptions = {
  lac_request_quote:
    "Request a quote for LaCantina folding, sliding or swing glass doors: answer seven short questions about your project and a representative replies within 2 business days.",
  lac_request_service:
    "Request service for installed LaCantina doors and windows: describe the issue, add photos or a video, and customer service contacts you by the end of the next business day.",
  lac_contact_us:
    "Send LaCantina Doors a question or comment about products, technical details, delivery or your account; we answer within two business days.",
  lac_become_dealer:
    "Apply to become a LaCantina Doors dealer: tell us about your window and door sales organization, showroom and installation services.",
} satisfies Partial<Record<LeadForm, string>>;

type Location = { pathname: string; search?: string };

/** The head of a form page, through the SEO feature (content pages get theirs from content/page-meta.ts). */
export function formPageMeta(title: string, description: string, site: SiteConfig, location: Location): MetaDescriptor[] {
  return seoMeta({ title: `${title} | ${site.brand}`, description, location: { pathname: location.pathname } }, site);
}

export function leadPageMeta(form: keyof typeof leadPageDescriptions, site: SiteConfig, location: Location): MetaDescriptor[] {
  return formPageMeta(leadFormTitles[form], leadPageDescriptions[form], site, location);
}
