import { ContentImage } from "~/ui/Image";
import type { BlockProps } from "../block-props";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";

export function ImagePlusBlade({ value }: BlockProps<"image_plus_blade">) {
  return (
    <section className="py-12 md:py-20">
      <figure>
        <ContentImage image={value.image} sizes="100vw" reveal={0} className="h-auto max-h-[43vw] min-h-64 w-full object-cover" />
        {value.image.image_caption ? (
          <figcaption className="mx-auto mt-3 max-w-(--container-page) px-6 text-sm text-stone md:px-10">
            {value.image.image_caption}
          </figcaption>
        ) : null}
      </figure>
      <div className="mx-auto mt-12 grid max-w-(--container-page) gap-8 px-6 md:mt-16 md:grid-cols-12 md:px-10">
        <div className="md:col-span-5">
          {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
          <h2 className="text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2>
        </div>
        <div className="md:col-span-6 md:col-start-7">
          <div className="space-y-4 text-lg leading-relaxed text-stone">
            {value.text.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {value.call_to_action ? <CallToActionLink cta={value.call_to_action} /> : null}
        </div>
      </div>
    </section>
  );
}
