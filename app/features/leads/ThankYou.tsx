import { useEffect, useRef } from "react";
import { useSite } from "~/lib/use-site";
import type { LeadForm } from "./options";

// SPEC §8: what each form promises once the lead is in.
const promises: Record<LeadForm, string> = {
  lac_request_quote: "A LaCantina representative will prepare your quote and contact you within 2 business days.",
  lac_request_service: "Our customer service team will contact you by the end of the next business day.",
  lac_contact_us: "We will get back to you within two business days. A confirmation e-mail is on its way to you.",
  lac_become_dealer: "We have received your submission.",
  lac_submit_project:
    "Our marketing team will look at your project and reply within two business days, with a link for uploading full-size photographs.",
};

export function ThankYou({ form }: { form: LeadForm }) {
  const site = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-live="polite" className="space-y-4 border border-line bg-linen p-6 md:p-8">
      <h2 ref={heading} tabIndex={-1} className="text-3xl font-light tracking-tight focus:outline-none">
        Thank You
      </h2>
      <p className="text-lg">{promises[form]}</p>
      {form === "lac_become_dealer" ? null : (
        <div className="space-y-2 text-stone">
          <p>
            Customer service:{" "}
            <a className="text-bronze-dark underline" href={`tel:${site.servicePhone.tel}`}>
              {site.servicePhone.label}
            </a>
          </p>
          <p>
            Sales:{" "}
            <a className="text-bronze-dark underline" href={`tel:${site.salesPhone.tel}`}>
              {site.salesPhone.label}
            </a>
          </p>
          <p>{site.address}</p>
        </div>
      )}
    </section>
  );
}
