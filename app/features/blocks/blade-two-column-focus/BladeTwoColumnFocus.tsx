import { ContentImage } from "~/ui/Image";
import type { BlockProps } from "../block-props";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";
import { splitLayout } from "../shared/split-layout";

export function BladeTwoColumnFocus({ value }: BlockProps<"blade_two_column_focus">) {
  const { gridClass, focusSizes } = splitLayout(value);
  return (
    <section className={`grid bg-sand ${gridClass}`}>
      <div className={`relative min-h-72 ${value.focus_side === "right" ? "md:order-2" : ""}`}>
        <ContentImage image={value.image} sizes={focusSizes} className="absolute inset-0 h-full w-full object-cover" />
      </div>
      <div className="flex flex-col justify-center px-6 py-14 md:px-12 md:py-24 xl:px-16">
        {value.kicker ? <Kicker className="text-bronze-dark">{value.kicker}</Kicker> : null}
        <h2 className="mb-5 text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2>
        <div className="max-w-xl space-y-4 leading-relaxed text-stone">
          {value.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {value.call_to_action ? (
          <div>
            <CallToActionLink cta={value.call_to_action} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
