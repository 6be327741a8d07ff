import { ContentImage } from "~/ui/Image";
import type { BlockProps } from "../block-props";
import { CallToActionLink } from "../shared/CallToActionLink";
import { SectionNav } from "./SectionNav";

/** SPEC §2: a banner with kicker, title, subtitle and call to action, above the page's section nav. */
export function SectionHeader({ value, index }: BlockProps<"section_header">) {
  const Heading = index === 0 ? "h1" : "h2";
  const photo = value.image !== undefined;
  const dark = photo && value.text_theme === "dark";
  return (
    <section id={value.anchor_id} className={`scroll-mt-[100px] ${photo ? "relative isolate overflow-hidden" : "bg-sand"}`}>
      {value.image ? (
        <>
          <ContentImage
            image={value.image}
            sizes="100vw"
            priority={index === 0}
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
          <div className={`absolute inset-0 -z-10 ${dark ? "bg-black/45" : "bg-white/65"}`} />
        </>
      ) : null}
      <div
        className={`mx-auto flex max-w-(--container-page) flex-col px-6 md:px-10 ${photo ? "min-h-[max(43vw,380px)]" : ""} ${dark ? "text-white" : "text-ink"}`}
      >
        <div className="flex max-w-3xl flex-1 flex-col justify-end gap-4 py-14 md:py-20">
          {value.kicker ? (
            <p className={`text-sm font-semibold uppercase tracking-[0.2em] ${dark ? "" : "text-bronze-dark"}`}>{value.kicker}</p>
          ) : null}
          <Heading className="text-4xl font-light leading-tight tracking-tight md:text-5xl">{value.title}</Heading>
          {value.sub_title ? <p className={`text-lg leading-relaxed md:text-xl ${dark ? "" : "text-stone"}`}>{value.sub_title}</p> : null}
          {value.call_to_action ? (
            <div>
              <CallToActionLink cta={value.call_to_action} onDark={dark} />
            </div>
          ) : null}
        </div>
        {value.section_nav.length > 0 ? <SectionNav sections={value.section_nav} onDark={dark} /> : null}
      </div>
    </section>
  );
}
