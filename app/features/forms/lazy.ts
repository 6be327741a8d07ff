// What the form_wrapper block loads on demand: the forms' components without the rest of the door.
export { LeadForms } from "./LeadForms";
