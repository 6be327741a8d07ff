import type { BlockValue } from "../block-values";
import { ContentImage } from "~/ui/Image";
import { FadeSlides } from "~/ui/carousel/FadeSlides";
import { PlayPauseButton } from "~/ui/carousel/PlayPauseButton";
import type { CarouselState } from "~/ui/carousel/use-carousel";
import { CallToActionLink } from "../shared/CallToActionLink";
import { slideFrame } from "./frame";

type Props = {
  value: BlockValue<"full_bleed_carousel">;
  carousel: CarouselState;
  rootRef: (element: HTMLElement | null) => void;
  /** The page's first block: its first photograph is the largest thing on screen. */
  first: boolean;
};

const roundButton = "bg-white/90 text-ink border-white hover:bg-white shadow-md";

function Arrow({ direction, onClick }: { direction: "previous" | "next"; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === "previous" ? "Previous slide" : "Next slide"}
      className={`inline-flex size-11 items-center justify-center rounded-full border ${roundButton}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
        <path d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}

/** SPEC §2 full-bleed carousel: photographs edge to edge, arrows, a counter and the pause control. */
export function FullBleedCarouselView({ value, carousel, rootRef, first }: Props) {
  const { slides } = value;
  const several = slides.length > 1;
  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={value.title}
      className="relative touch-pan-y bg-ink"
      {...carousel.rootHandlers}
    >
      {value.show_title ? (
        <h2 className="bg-white px-6 pb-8 pt-16 text-center text-3xl font-light tracking-tight md:text-4xl">{value.title}</h2>
      ) : null}
      <FadeSlides
        announce={!carousel.running}
        active={carousel.index}
        slides={slides.map((slide, index) => {
          const dark = slide.text_theme === "dark";
          const copy = slide.kicker || slide.title || slide.sub_title || slide.call_to_action;
          return (
            <div className={`relative overflow-hidden ${slideFrame}`}>
              {carousel.isNear(index) ? (
                <ContentImage
                  image={slide.image}
                  sizes="100vw"
                  priority={first && index === 0}
                  className="absolute inset-0 h-full w-full object-cover"
                />
              ) : null}
              {copy ? (
                <>
                  <div
                    className={`absolute inset-0 ${dark ? "bg-gradient-to-t from-black/65 via-black/15 to-transparent" : "bg-gradient-to-t from-white/80 via-white/20 to-transparent"}`}
                  />
                  <div
                    className={`absolute inset-x-0 bottom-0 mx-auto max-w-(--container-page) px-6 pb-24 md:px-10 md:pb-16 ${dark ? "text-white" : "text-ink"}`}
                  >
                    <div className="max-w-2xl">
                      {slide.kicker ? <p className="mb-2 text-sm font-semibold uppercase tracking-[0.2em]">{slide.kicker}</p> : null}
                      {slide.title ? <p className="text-3xl font-light leading-tight tracking-tight md:text-5xl">{slide.title}</p> : null}
                      {slide.sub_title ? <p className="mt-3 text-lg">{slide.sub_title}</p> : null}
                      {slide.call_to_action ? <CallToActionLink cta={slide.call_to_action} onDark={dark} /> : null}
                    </div>
                  </div>
                </>
              ) : null}
            </div>
          );
        })}
      />
      {several ? (
        <div className="absolute bottom-6 right-6 flex items-center gap-2 md:right-10">
          <span aria-hidden="true" className="mr-2 rounded-full bg-black/50 px-3 py-1 text-sm tabular-nums text-white">
            {carousel.index + 1} / {slides.length}
          </span>
          <Arrow direction="previous" onClick={carousel.previous} />
          <Arrow direction="next" onClick={carousel.next} />
          <PlayPauseButton playing={carousel.playing} onToggle={carousel.togglePlaying} className={roundButton} />
        </div>
      ) : null}
    </section>
  );
}
