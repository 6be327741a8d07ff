import { ButtonLink } from "~/ui/ButtonLink";
import { sizesFor } from "~/lib/media";
import { ContentImage } from "~/ui/Image";
import type { BlockProps } from "../block-props";

// A full-bleed hero covers a portrait screen by its height: SPEC §9's 1.5x for portrait
// containers, with a size factor of 1.2 for the crop.
const heroSizes = `(orientation: portrait) ${sizesFor(1, { portrait: true, sizeFactor: 1.2 })}, 100vw`;

const horizontal = { left: "items-start text-left", center: "items-center text-center", right: "items-end text-right" } as const;
const vertical = { top: "justify-start", middle: "justify-center", bottom: "justify-end" } as const;

export function BladeLargeHero({ value, index }: BlockProps<"blade_large_hero">) {
  const dark = value.text_theme === "dark";
  const Heading = index === 0 ? "h1" : "h2";
  return (
    <section
      className={`relative isolate flex overflow-hidden ${value.image_size === "standard" ? "min-h-[min(770px,100svh)]" : "min-h-[min(660px,90svh)]"}`}
    >
      <ContentImage
        image={value.image}
        priority={index === 0}
        sizes={heroSizes}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        className={`absolute inset-0 -z-10 ${dark ? "bg-gradient-to-t from-black/60 via-black/20 to-transparent" : "bg-gradient-to-t from-white/75 via-white/30 to-transparent"}`}
      />
      <div
        className={`mx-auto flex w-full max-w-(--container-page) flex-col gap-4 px-6 py-16 md:px-10 md:py-24 ${horizontal[value.align_copy_horizontal]} ${vertical[value.align_copy_vertical]} ${dark ? "text-white" : "text-ink"}`}
      >
        {value.kicker ? <p className="text-sm font-semibold uppercase tracking-[0.2em]">{value.kicker}</p> : null}
        <Heading className="max-w-3xl text-4xl font-light leading-tight tracking-tight md:text-6xl">{value.banner_title}</Heading>
        {value.banner_subtitle ? <p className="max-w-2xl text-lg md:text-xl">{value.banner_subtitle}</p> : null}
        {value.buttons.length > 0 ? (
          <div className="mt-4 flex flex-wrap gap-3">
            {value.buttons.map((button) => (
              <ButtonLink
                key={button.button_url + button.button_text}
                href={button.button_url}
                theme={dark && button.button_theme === "secondary" ? "light" : button.button_theme}
              >
                {button.button_text}
              </ButtonLink>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
