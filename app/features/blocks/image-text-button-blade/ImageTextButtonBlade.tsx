import { ContentImage } from "~/ui/Image";
import type { BlockProps } from "../block-props";
import { ButtonRow } from "../shared/ButtonRow";
import { Kicker } from "../shared/Kicker";

export function ImageTextButtonBlade({ value }: BlockProps<"image_text_button_blade">) {
  const imageRight = value.align_image === "right";
  return (
    <section className="mx-auto grid max-w-(--container-page) items-center px-0 py-12 md:px-10 md:py-20 lg:grid-cols-12">
      <div className={`lg:row-start-1 ${imageRight ? "lg:col-span-8 lg:col-start-5" : "lg:col-span-8 lg:col-start-1"}`}>
        <ContentImage
          image={value.image}
          sizes="(min-width: 1024px) 66vw, 100vw"
          reveal={0}
          className="aspect-[3/2] h-auto w-full object-cover"
        />
      </div>
      <div
        className={`relative mx-6 -mt-16 bg-white p-8 shadow-[0_20px_60px_-30px_rgb(0_0_0/0.35)] md:mx-10 md:p-12 lg:row-start-1 lg:mx-0 lg:mt-0 ${imageRight ? "lg:col-span-6 lg:col-start-1" : "lg:col-span-6 lg:col-start-7"}`}
      >
        {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
        <h2 className="mb-5 text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2>
        <div className="space-y-4 leading-relaxed text-stone">
          {value.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {value.buttons.length > 0 ? <ButtonRow buttons={value.buttons} className="mt-8" /> : null}
      </div>
    </section>
  );
}
