import { variantUrl, isOwnMedia } from "~/lib/media";
import { ContentImage } from "~/ui/Image";
import { ModalDialog } from "~/ui/ModalDialog";
import { VideoPlayer } from "~/features/video";
import type { BlockProps } from "../block-props";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";
import { BackgroundVideo } from "./BackgroundVideo";

const columnCounts = { 1: "", 2: "md:grid-cols-2", 3: "md:grid-cols-3" } as const;

export function BladeThreeColumn({ value }: BlockProps<"blade_three_column">) {
  const dark = value.text_theme === "dark";
  const { video, image } = value;
  const loop = video?.video_provider === "raw_url" && video.video_url ? video.video_url : undefined;
  const title = value.header ?? value.columns[0]?.header ?? "Video";
  return (
    <section className={`relative isolate overflow-hidden ${dark ? "text-white" : "text-ink"}`}>
      <ContentImage image={image} sizes="100vw" className="absolute inset-0 -z-20 h-full w-full object-cover" />
      {loop ? (
        <BackgroundVideo src={loop} poster={isOwnMedia(image.image_url) ? variantUrl(image.image_url, 1920, "jpeg") : image.image_url} />
      ) : null}
      <div className={`absolute inset-0 -z-10 ${dark ? "bg-black/55" : "bg-white/75"}`} />
      <div className="mx-auto max-w-(--container-page) px-6 py-20 md:px-10 md:py-32">
        {value.kicker ? <Kicker className={dark ? "text-sand" : "text-bronze-dark"}>{value.kicker}</Kicker> : null}
        {value.header ? <h2 className="mb-12 max-w-3xl text-3xl font-light tracking-tight md:text-5xl">{value.header}</h2> : null}
        <ul className={`grid gap-10 md:gap-12 ${columnCounts[value.columns.length as 1 | 2 | 3]}`}>
          {value.columns.map((column) => (
            <li key={column.header} className={`border-t pt-6 ${dark ? "border-white/50" : "border-ink/30"}`}>
              <h3 className="mb-3 text-xl font-normal tracking-tight">{column.header}</h3>
              {column.text ? <p className={`leading-relaxed ${dark ? "text-white/90" : "text-stone"}`}>{column.text}</p> : null}
              {column.call_to_action ? <CallToActionLink cta={column.call_to_action} onDark={dark} /> : null}
            </li>
          ))}
        </ul>
        {video && !loop ? (
          <ModalDialog
            title={title}
            opener={`Watch: ${title}`}
            openerClassName={`mt-12 inline-flex min-h-11 items-center border px-6 text-sm font-semibold uppercase tracking-[0.12em] ${dark ? "border-white hover:bg-white hover:text-ink" : "border-ink hover:bg-ink hover:text-white"}`}
          >
            <VideoPlayer video={video} title={title} autoPlay />
          </ModalDialog>
        ) : null}
      </div>
    </section>
  );
}
