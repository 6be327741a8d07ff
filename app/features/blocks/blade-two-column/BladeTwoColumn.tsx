import { ContentImage } from "~/ui/Image";
import type { BlockProps } from "../block-props";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";
import { splitLayout } from "../shared/split-layout";

type Column = BlockProps<"blade_two_column">["value"]["left"];

function TwoColumnSide({ column, sizes, focus }: { column: Column; sizes: string; focus: boolean }) {
  return (
    <div>
      {column.image ? <ContentImage image={column.image} sizes={sizes} reveal={focus ? 0 : 1} className="mb-8 h-auto w-full" /> : null}
      {column.kicker ? <Kicker>{column.kicker}</Kicker> : null}
      {column.header ? (
        <h2 className={`mb-5 font-light tracking-tight ${focus ? "text-3xl md:text-4xl" : "text-2xl md:text-3xl"}`}>{column.header}</h2>
      ) : null}
      <div className="space-y-4 leading-relaxed text-stone">
        {column.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {column.call_to_action ? <CallToActionLink cta={column.call_to_action} /> : null}
    </div>
  );
}

export function BladeTwoColumn({ value }: BlockProps<"blade_two_column">) {
  const { gridClass, focusSizes, otherSizes } = splitLayout(value);
  const leftFocus = value.focus_side === "left";
  return (
    <section className={`mx-auto grid max-w-(--container-page) gap-12 px-6 py-12 md:gap-16 md:px-10 md:py-20 ${gridClass}`}>
      <TwoColumnSide column={value.left} focus={leftFocus} sizes={leftFocus ? focusSizes : otherSizes} />
      <TwoColumnSide column={value.right} focus={!leftFocus} sizes={leftFocus ? otherSizes : focusSizes} />
    </section>
  );
}
