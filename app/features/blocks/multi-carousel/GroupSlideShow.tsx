import { ContentImage } from "~/ui/Image";
import { FadeSlides } from "~/ui/carousel/FadeSlides";
import { PlayPauseButton } from "~/ui/carousel/PlayPauseButton";
import { useCarousel } from "~/ui/carousel/use-carousel";
import { VideoPlayer } from "~/features/video";
import { ButtonLink } from "~/ui/ButtonLink";
import type { BlockValue } from "../block-values";

type Group = BlockValue<"multi_carousel">["multi_carousel_parent_group"][number];

/** SPEC §9: image slides stay 4000 ms; a video slide waits until its video ends. */
const imageSlideMs = 4000;
const stageSizes = "(min-width: 1024px) calc(min(100vw, 1420px) - 470px), 100vw";

/** One group of the multi-carousel: its fading, looping slide show beside a 390 px copy panel (SPEC §9). */
export function GroupSlideShow({ group, label }: { group: Group; label: string }) {
  const { rootRef, ...carousel } = useCarousel<HTMLDivElement>({
    count: group.slides.length,
    delayOf: (index) => (group.slides[index]?.type === "video_slide" ? undefined : imageSlideMs),
  });
  const several = group.slides.length > 1;
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_390px] lg:gap-12">
      <div
        ref={rootRef}
        aria-roledescription="carousel"
        aria-label={label}
        role="region"
        className="touch-pan-y"
        {...carousel.rootHandlers}
      >
        <FadeSlides
          announce={!carousel.running}
          active={carousel.index}
          slides={group.slides.map((slide, index) => (
            <div className="relative aspect-video overflow-hidden bg-sand">
              {!carousel.isNear(index) ? null : slide.type === "image_slide" ? (
                <ContentImage image={slide.image} sizes={stageSizes} className="absolute inset-0 h-full w-full object-cover" />
              ) : index === carousel.index ? (
                <VideoPlayer
                  key={carousel.playing && carousel.inView ? "auto" : "poster"}
                  video={slide.video}
                  poster={slide.image}
                  title={slide.title}
                  autoPlay={carousel.playing && carousel.inView}
                  muted={carousel.playing && carousel.inView}
                  sizes={stageSizes}
                  onEnded={() => {
                    if (carousel.playing) carousel.next();
                  }}
                />
              ) : slide.image ? (
                <ContentImage image={slide.image} sizes={stageSizes} className="absolute inset-0 h-full w-full object-cover" />
              ) : null}
            </div>
          ))}
        />
        {several ? (
          <div className="mt-4 flex items-center justify-between gap-4">
            <ul aria-label="Slides" className="flex flex-wrap">
              {group.slides.map((_, index) => (
                <li key={index}>
                  <button
                    type="button"
                    onClick={() => carousel.goTo(index)}
                    aria-label={`Show slide ${index + 1} of ${group.slides.length}`}
                    aria-current={index === carousel.index ? "true" : undefined}
                    className="group flex size-11 items-center justify-center"
                  >
                    <span
                      className={`block h-1 w-6 rounded-full transition-colors ${index === carousel.index ? "bg-bronze" : "bg-line group-hover:bg-stone"}`}
                    />
                  </button>
                </li>
              ))}
            </ul>
            <PlayPauseButton
              playing={carousel.playing}
              onToggle={carousel.togglePlaying}
              className="border-line text-ink hover:border-ink"
            />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col justify-center">
        {group.kicker ? <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-bronze">{group.kicker}</p> : null}
        <h3 className="mb-5 text-3xl font-light tracking-tight">{group.title}</h3>
        <div className="space-y-4 leading-relaxed text-stone">
          {group.copy.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {group.button ? (
          <div className="mt-8">
            <ButtonLink href={group.button.button_url} theme={group.button.button_theme}>
              {group.button.button_text}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </div>
  );
}
