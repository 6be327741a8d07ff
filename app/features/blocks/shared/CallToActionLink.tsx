import { SmartLink } from "~/ui/SmartLink";

/** A content call to action shown as an underlined text link (SPEC §5: only when it has text). */
export function CallToActionLink({ cta, onDark = false }: { cta: { text: string; url: string }; onDark?: boolean }) {
  return (
    <SmartLink
      href={cta.url}
      className={`mt-6 inline-block border-b-2 pb-1 text-sm font-semibold uppercase tracking-[0.12em] ${onDark ? "border-white hover:text-sand" : "border-bronze hover:text-bronze-dark"}`}
    >
      {cta.text}
    </SmartLink>
  );
}
