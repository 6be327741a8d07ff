// The leads feature's door for pages and blocks: components and isomorphic constants only.
export { ContactForm } from "./ContactForm";
export { DealerForm } from "./DealerForm";
export { FormAssemblyEmbed } from "./FormAssemblyEmbed";
export { LeadForms } from "./LeadForms";
export { LeadFormPage } from "./LeadFormPage";
export { QuoteForm } from "./QuoteForm";
export { ServiceForm } from "./ServiceForm";
export { contactSubjectFrom, isLeadForm, leadFormPaths, leadForms, type LeadForm } from "./options";
export { leadFormTitles } from "./titles";
export { formPageMeta, leadPageMeta } from "./page-meta";
export type { LeadActionData, LeadPageData } from "./routes.server";
export { DealerResponsePage } from "./DealerResponsePage";
export type { DealerResponse } from "./dealer-response";
export { isRoutableForm, routableForms, type RoutableForm } from "./routing";
