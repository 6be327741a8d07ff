import type { CSSProperties } from "react";
import { ContentImage } from "~/ui/Image";
import type { BlockProps } from "../block-props";
import { CallToActionLink } from "../shared/CallToActionLink";
import { HtmlContent } from "../shared/HtmlContent";
import { Kicker } from "../shared/Kicker";

const copyColumns = { 1: "max-w-3xl", 2: "md:columns-2 md:gap-12", 3: "md:columns-2 md:gap-12 lg:columns-3" } as const;

/**
 * The share of the row and the drop from its top for each image: within a row of `wrap`
 * images, each is smaller than the one before and sits lower, like steps.
 */
function step(position: number, wrap: number): { share: number; drop: number } {
  const weights = Array.from({ length: wrap }, (_, index) => wrap + 1 - index);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return { share: (weights[position] ?? 1) / total, drop: position * 4 };
}

export function SizeSteppedImage({ value }: BlockProps<"size_stepped_image">) {
  const wrap = Math.min(value.desktop_wrap_count, value.images.length);
  return (
    <section className="mx-auto max-w-(--container-page) px-6 py-12 md:px-10 md:py-20">
      {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
      {value.header ? <h2 className="mb-10 max-w-3xl text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2> : null}
      <ul className="flex flex-wrap items-start gap-y-8 sm:gap-x-6 lg:gap-x-8">
        {value.images.map((image, index) => {
          const { share, drop } = step(index % wrap, wrap);
          const style = {
            "--step-basis": `calc(${(share * 100).toFixed(2)}% - ${((2 * (wrap - 1)) / wrap).toFixed(3)}rem)`,
            "--step-drop": `${drop}rem`,
          } as CSSProperties;
          return (
            <li
              key={image.image_url}
              style={style}
              className="w-full sm:w-[calc(50%-0.75rem)] lg:mt-(--step-drop) lg:w-auto lg:shrink-0 lg:grow-0 lg:basis-(--step-basis)"
            >
              <ContentImage
                image={image}
                sizes={`(min-width: 1024px) ${Math.round(share * 100)}vw, (min-width: 640px) 50vw, 100vw`}
                reveal={index % wrap}
                className="h-auto w-full"
              />
              {image.image_caption ? <p className="mt-2 text-sm text-stone">{image.image_caption}</p> : null}
            </li>
          );
        })}
      </ul>
      {value.basic_html ? (
        <HtmlContent
          html={value.basic_html}
          className={`mt-12 leading-relaxed text-stone ${copyColumns[value.copy_col_count as 1 | 2 | 3]}`}
        />
      ) : null}
      {value.call_to_action ? <CallToActionLink cta={value.call_to_action} /> : null}
    </section>
  );
}
