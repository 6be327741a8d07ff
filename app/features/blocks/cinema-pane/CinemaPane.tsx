import { VideoPlayer } from "~/features/video";
import type { BlockProps } from "../block-props";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";

/** cinema_pane: heading and copy above a wide 16:9 player that shows its poster until clicked. */
export function CinemaPane({ value }: BlockProps<"cinema_pane">) {
  const dark = value.text_theme === "dark";
  return (
    <section className={dark ? "bg-ink text-white" : "bg-linen text-ink"}>
      <div className="mx-auto max-w-(--container-page) px-6 py-16 md:px-10 md:py-24">
        {value.kicker ? <Kicker className={dark ? "text-sand" : "text-bronze-dark"}>{value.kicker}</Kicker> : null}
        {value.header ? <h2 className="max-w-3xl text-3xl font-light tracking-tight md:text-5xl">{value.header}</h2> : null}
        {value.text ? <p className={`mt-4 max-w-2xl leading-relaxed ${dark ? "text-white/85" : "text-stone"}`}>{value.text}</p> : null}
        <div className="mt-10">
          <VideoPlayer
            video={value.video}
            poster={value.image}
            title={value.header ?? value.image?.alt_text ?? "Video"}
            sizes="(min-width: 1420px) 1340px, 100vw"
          />
        </div>
        {value.call_to_action ? (
          <div className="mt-8">
            <CallToActionLink cta={value.call_to_action} onDark={dark} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
