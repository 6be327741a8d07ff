import { ContentImage } from "~/ui/Image";
import type { BlockProps } from "../block-props";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";

const ratios = { "4_3": "aspect-[4/3]", "1_1": "aspect-square", "4_5": "aspect-[4/5]" } as const;

export function FlagPaneFixedRatio({ value }: BlockProps<"flag_pane_fixed_ratio">) {
  const imageRight = value.align_image === "right";
  return (
    <section className="mx-auto grid max-w-(--container-page) items-center gap-8 px-6 py-12 md:grid-cols-12 md:gap-12 md:px-10 md:py-20">
      <div className={`md:col-span-7 ${imageRight ? "md:order-2" : ""}`}>
        <ContentImage
          image={value.image}
          sizes="(min-width: 800px) 58vw, 100vw"
          portrait={value.image_ratio === "4_5"}
          reveal={0}
          className={`${ratios[value.image_ratio]} h-auto w-full object-cover`}
        />
      </div>
      <div className="max-w-xl md:col-span-5">
        {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
        <h2 className="mb-5 text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2>
        <div className="space-y-4 leading-relaxed text-stone">
          {value.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {value.call_to_action ? <CallToActionLink cta={value.call_to_action} /> : null}
      </div>
    </section>
  );
}
