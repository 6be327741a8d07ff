import { ButtonLink } from "~/ui/ButtonLink";
import { ContentImage } from "~/ui/Image";
import { Kicker } from "../shared/Kicker";
import type { BlockProps } from "../block-props";

/** A full-bleed band: the image on one half, a statement and its call to action on the other. */
export function ImageTextBanner({ value }: BlockProps<"image_text_banner">) {
  const imageRight = value.align_image === "right";
  return (
    <section className="grid bg-ink text-white md:grid-cols-2">
      <ContentImage
        image={value.image}
        sizes="(min-width: 800px) 50vw, 100vw"
        className={`aspect-[4/3] h-full w-full object-cover ${imageRight ? "md:order-2" : ""}`}
      />
      <div className="flex flex-col justify-center px-6 py-12 md:px-12 lg:px-20 lg:py-20">
        {value.kicker ? <Kicker className="text-white/75">{value.kicker}</Kicker> : null}
        <p className="max-w-xl text-2xl leading-snug font-light tracking-tight lg:text-3xl">{value.text}</p>
        {value.call_to_action ? (
          <div className="mt-8">
            <ButtonLink href={value.call_to_action.url} theme="light">
              {value.call_to_action.text}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
