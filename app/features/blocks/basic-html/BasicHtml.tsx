import { HtmlContent } from "../shared/HtmlContent";
import type { BlockProps } from "../block-props";

export function BasicHtml({ value }: BlockProps<"basic_html">) {
  if (!value.basic_html) return null;
  return (
    <section className="mx-auto max-w-3xl px-6 py-10 md:py-14">
      <HtmlContent html={value.basic_html} className="text-lg leading-relaxed text-stone [&_h2]:text-ink [&_h3]:text-ink" />
    </section>
  );
}
