import { HtmlContent } from "../shared/HtmlContent";
import type { BlockProps } from "../block-props";

// Embedded players keep the 16:9 ratio of SPEC §9 at any width.
const embeds = "[&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:border-0";

export function CodeSnippet({ value }: BlockProps<"code_snippet">) {
  if (!value.code_snippet) return null;
  return (
    <section className="mx-auto max-w-4xl px-6 py-10 md:py-14">
      <HtmlContent html={value.code_snippet} className={embeds} />
    </section>
  );
}
