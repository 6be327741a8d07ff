import { Kicker } from "../shared/Kicker";
import type { BlockProps } from "../block-props";

export function ArticleHeader({ value, index }: BlockProps<"article_header">) {
  const Heading = index === 0 ? "h1" : "h2";
  const centered = value.align_copy_horizontal === "center";
  return (
    <header className={`mx-auto max-w-4xl px-6 pt-16 pb-8 md:pt-24 md:pb-12 ${centered ? "text-center" : ""}`}>
      {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
      <Heading className="text-4xl font-light leading-tight tracking-tight md:text-5xl">{value.title}</Heading>
      {value.sub_title ? (
        <p className={`mt-6 max-w-3xl text-lg leading-relaxed text-stone md:text-xl ${centered ? "mx-auto" : ""}`}>{value.sub_title}</p>
      ) : null}
    </header>
  );
}
