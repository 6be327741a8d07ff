import { ContentImage } from "~/ui/Image";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";
import type { BlockProps } from "../block-props";

export function ArticleBlurb({ value }: BlockProps<"article_blurb">) {
  return (
    <article className="mx-auto max-w-5xl px-6 py-8 md:px-10">
      <div className={`grid gap-6 border-t border-line pt-8 ${value.image ? "sm:grid-cols-[2fr_3fr] sm:gap-10" : ""}`}>
        {value.image ? <ContentImage image={value.image} sizes="(min-width: 640px) 40vw, 100vw" className="h-auto w-full" /> : null}
        <div>
          {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
          <h2 className="text-2xl font-light tracking-tight md:text-3xl">{value.header}</h2>
          {value.text.length > 0 ? (
            <div className="mt-4 space-y-3 leading-relaxed text-stone">
              {value.text.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : null}
          {value.call_to_action ? <CallToActionLink cta={value.call_to_action} /> : null}
        </div>
      </div>
    </article>
  );
}
