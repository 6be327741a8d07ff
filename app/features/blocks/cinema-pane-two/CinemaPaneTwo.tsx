import { VideoPlayer } from "~/features/video";
import type { BlockProps } from "../block-props";
import { Kicker } from "../shared/Kicker";

/** cinema_pane_two: two 16:9 players side by side on wide screens, stacked on narrow ones. */
export function CinemaPaneTwo({ value }: BlockProps<"cinema_pane_two">) {
  const dark = value.text_theme === "dark";
  return (
    <section className={dark ? "bg-ink text-white" : "bg-linen text-ink"}>
      <div className="mx-auto max-w-(--container-page) px-6 py-16 md:px-10 md:py-24">
        {value.kicker ? <Kicker className={dark ? "text-sand" : "text-bronze-dark"}>{value.kicker}</Kicker> : null}
        {value.header ? <h2 className="mb-10 max-w-3xl text-3xl font-light tracking-tight md:text-5xl">{value.header}</h2> : null}
        <ul className={`grid gap-10 ${value.panes.length > 1 ? "md:grid-cols-2" : ""}`}>
          {value.panes.map((pane) => (
            <li key={pane.header}>
              <VideoPlayer
                video={pane.video}
                poster={pane.image}
                title={pane.header}
                sizes={value.panes.length > 1 ? "(min-width: 800px) 50vw, 100vw" : "(min-width: 1420px) 1340px, 100vw"}
              />
              <h3 className="mt-5 text-2xl font-light tracking-tight">{pane.header}</h3>
              {pane.text ? <p className={`mt-2 leading-relaxed ${dark ? "text-white/85" : "text-stone"}`}>{pane.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
