import type { CarouselState } from "~/ui/carousel/use-carousel";
import { FadeSlides } from "~/ui/carousel/FadeSlides";
import { PlayPauseButton } from "~/ui/carousel/PlayPauseButton";
import type { BlockValue } from "../block-values";
import { CallToActionLink } from "../shared/CallToActionLink";
import { HeroSlideMedia } from "./HeroSlideMedia";
import { mediaFrame, sideColumn } from "./frame";

type Props = { value: BlockValue<"carousel">; carousel: CarouselState; rootRef: (element: HTMLElement | null) => void; first: boolean };

const horizontal = { left: "text-left items-start", center: "text-center items-center", right: "text-right items-end" } as const;
const vertical = { top: "justify-start", middle: "justify-center", bottom: "justify-end" } as const;
const panel = { dark: "bg-ink text-white", light: "bg-sand text-ink" } as const;
const pill = {
  dark: { on: "border-white bg-white text-ink", off: "border-white/40 text-white hover:border-white" },
  light: { on: "border-ink bg-ink text-white", off: "border-ink/30 text-ink hover:border-ink" },
} as const;

/** SPEC §2 hero carousel: a media stage with a 390 px side column of copy (SPEC §9), and a bar of pills. */
export function CarouselView({ value, carousel, rootRef, first }: Props) {
  const { slides } = value;
  const Heading = first ? "h1" : "h2";
  const SlideHeading = first ? "h2" : "h3";
  const theme = slides[carousel.index]?.text_theme ?? "dark";
  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={value.title}
      className="relative touch-pan-y"
      {...carousel.rootHandlers}
    >
      <Heading className="sr-only">{value.title}</Heading>
      <FadeSlides
        announce={!carousel.running}
        active={carousel.index}
        slides={slides.map((slide, index) => (
          <div className={`grid h-full ${sideColumn} ${panel[slide.text_theme]}`}>
            <div className={`relative overflow-hidden ${mediaFrame}`}>
              <HeroSlideMedia
                slide={slide}
                near={carousel.isNear(index)}
                active={index === carousel.index}
                autoPlay={carousel.playing && carousel.inView}
                priority={first && index === 0}
                onVideoEnded={() => {
                  if (carousel.playing) carousel.next();
                }}
              />
            </div>
            <div
              className={`flex flex-col gap-3 px-6 py-10 md:px-10 lg:py-14 ${horizontal[slide.align_copy_horizontal]} ${vertical[slide.align_copy_vertical]}`}
            >
              {slide.kicker ? <p className="text-sm font-semibold uppercase tracking-[0.2em] opacity-80">{slide.kicker}</p> : null}
              <SlideHeading className="text-3xl font-light leading-tight tracking-tight md:text-4xl">{slide.title}</SlideHeading>
              {slide.sub_title ? <p className="text-lg leading-relaxed opacity-90">{slide.sub_title}</p> : null}
              {slide.product_info ? <p className="text-sm opacity-75">{slide.product_info}</p> : null}
              {slide.call_to_action ? <CallToActionLink cta={slide.call_to_action} onDark={slide.text_theme === "dark"} /> : null}
            </div>
          </div>
        ))}
      />
      {slides.length > 1 ? (
        <div
          className={`flex items-center gap-4 border-t px-6 py-5 md:px-10 ${panel[theme]} ${theme === "dark" ? "border-white/15" : "border-ink/10"}`}
        >
          <ul aria-label="Slides" className="flex flex-1 flex-wrap gap-2">
            {slides.map((slide, index) => (
              <li key={index}>
                <button
                  type="button"
                  onClick={() => carousel.goTo(index)}
                  aria-current={index === carousel.index ? "true" : undefined}
                  className={`min-h-11 rounded-full border px-4 py-2 text-sm transition-colors ${index === carousel.index ? pill[theme].on : pill[theme].off}`}
                >
                  {slide.kicker ?? slide.title}
                </button>
              </li>
            ))}
          </ul>
          <PlayPauseButton
            playing={carousel.playing}
            onToggle={carousel.togglePlaying}
            className={theme === "dark" ? "border-white/40 text-white hover:border-white" : "border-ink/30 text-ink hover:border-ink"}
          />
        </div>
      ) : null}
    </section>
  );
}
