import { ContentImage } from "~/ui/Image";
import { ButtonRow } from "../shared/ButtonRow";
import { Kicker } from "../shared/Kicker";
import type { BlockProps } from "../block-props";

const column = { left: "lg:justify-start", center: "lg:justify-center", right: "lg:justify-end" } as const;
const vertical = { top: "lg:items-start", middle: "lg:items-center", bottom: "lg:items-end" } as const;
const minHeight = { standard: "lg:min-h-[770px]", short: "lg:min-h-[660px]" } as const;

export function BladeFlexHero({ value, index }: BlockProps<"blade_flex_hero">) {
  const dark = value.text_theme === "dark";
  const Heading = index === 0 ? "h1" : "h2";
  const centered = value.align_copy_horizontal === "center";
  return (
    <section
      className={`relative isolate flex flex-col lg:flex-row lg:px-10 lg:py-16 ${minHeight[value.image_size]} ${column[value.align_copy_horizontal]} ${vertical[value.align_copy_vertical]}`}
    >
      <ContentImage
        image={value.image}
        priority={index === 0}
        sizes="100vw"
        className="aspect-[4/3] h-auto w-full object-cover lg:absolute lg:inset-0 lg:-z-10 lg:aspect-auto lg:h-full"
      />
      <div
        className={`flex flex-col gap-4 px-6 py-10 lg:w-[390px] lg:px-10 lg:py-12 lg:shadow-xl ${centered ? "items-center text-center" : "items-start"} ${dark ? "bg-ink text-white lg:bg-ink/90" : "bg-sand text-ink lg:bg-white/95"}`}
      >
        {value.kicker ? <Kicker className={dark ? "text-white/80" : "text-bronze-dark"}>{value.kicker}</Kicker> : null}
        <Heading className="text-3xl font-light leading-tight tracking-tight md:text-4xl">{value.banner_title}</Heading>
        {value.banner_subtitle ? (
          <p className={`text-lg leading-relaxed ${dark ? "text-white/85" : "text-stone"}`}>{value.banner_subtitle}</p>
        ) : null}
        {value.buttons.length > 0 ? (
          <ButtonRow buttons={value.buttons} onDark={dark} align={centered ? "center" : "left"} className="mt-2" />
        ) : null}
      </div>
    </section>
  );
}
