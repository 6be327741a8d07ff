import { Suspense, lazy } from "react";
import { useFillToken, useSite } from "~/lib/use-site";
import type { BlockProps } from "~/features/blocks";

// The forms' code loads only on pages that show one, not with every content page.
const LeadForms = /* @__PURE__ */ lazy(() => import("../../LeadForms").then((module) => ({ default: module.LeadForms })));

export function FormWrapper({ value }: BlockProps<"form_wrapper">) {
  const { captcha, productNewsTicked } = useSite();
  const fillToken = useFillToken();
  return (
    <section className="mx-auto max-w-(--container-form) px-6 py-12 md:py-16">
      {value.title ? <h2 className="mb-8 text-3xl font-light tracking-tight">{value.title}</h2> : null}
      <Suspense fallback={null}>
        <LeadForms page={{ form: value.form, fillToken, fillTokenShared: true, captcha, formAssemblyScriptUrl: null, productNewsTicked }} />
      </Suspense>
    </section>
  );
}
