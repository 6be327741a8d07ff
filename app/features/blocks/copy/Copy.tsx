import { HtmlContent } from "../shared/HtmlContent";
import { Kicker } from "../shared/Kicker";
import type { BlockProps } from "../block-props";

export function Copy({ value }: BlockProps<"copy">) {
  const centered = value.align_copy_horizontal === "center";
  return (
    <section className={`mx-auto max-w-3xl px-6 py-16 md:py-24 ${centered ? "text-center" : ""}`}>
      {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
      {value.header ? <h2 className="mb-6 text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2> : null}
      <HtmlContent html={value.copy_text} className="text-lg leading-relaxed text-stone" />
    </section>
  );
}
