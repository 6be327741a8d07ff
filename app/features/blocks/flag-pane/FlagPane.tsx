import { ContentImage } from "~/ui/Image";
import { SmartLink } from "~/ui/SmartLink";
import type { BlockProps } from "../block-props";

export function FlagPane({ value }: BlockProps<"flag_pane">) {
  const imageRight = value.align_image === "right";
  return (
    <section className="mx-auto grid max-w-(--container-page) items-center gap-8 px-6 py-12 md:grid-cols-2 md:gap-16 md:px-10 md:py-20">
      <div className={imageRight ? "md:order-2" : ""}>
        <ContentImage image={value.image} sizes="(min-width: 800px) 50vw, 100vw" className="h-auto w-full" />
      </div>
      <div className="max-w-xl">
        {value.kicker ? <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-bronze">{value.kicker}</p> : null}
        <h2 className="mb-5 text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2>
        <div className="space-y-4 leading-relaxed text-stone">
          {value.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {value.call_to_action ? (
          <SmartLink
            href={value.call_to_action.url}
            className="mt-6 inline-block border-b-2 border-bronze pb-1 text-sm font-semibold uppercase tracking-[0.12em] hover:text-bronze"
          >
            {value.call_to_action.text}
          </SmartLink>
        ) : null}
      </div>
    </section>
  );
}
