import { Link } from "react-router";
import { VideoPlayer } from "~/features/video";
import type { VideoDetailData } from "./routes.server";
import { videoBackPath } from "./video-links";
import { VideoTileLink } from "./VideoTileLink";

/** SPEC §2 "Video detail": the player, title, description, transcript and up to 3 'More Video' links. */
export function VideoDetailPage({ video, playable, category, related, transcript }: VideoDetailData) {
  const raw = video.video_platform === "raw_url";
  return (
    <article className="mx-auto max-w-(--container-page) px-6 py-8 md:px-10 md:py-12">
      <Link to={videoBackPath(category)} className="inline-flex items-center gap-2 text-sm font-medium text-stone hover:text-bronze-dark">
        <span aria-hidden="true">&lt;</span> Back
      </Link>
      {/* On a phone the player comes first: a title that wraps differently once the web font loads cannot move it. */}
      <div className="mt-6 grid grid-cols-1 [grid-template-areas:'player'_'title'_'text'] lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-x-10 lg:[grid-template-areas:'title_title'_'player_text']">
        <h1 className="mt-6 text-3xl font-light tracking-tight [grid-area:title] md:text-5xl lg:mt-0 lg:mb-8">{video.title}</h1>
        <div className="[grid-area:player]">
          {playable ? (
            <VideoPlayer
              video={{
                video_provider: video.video_platform,
                video_id: raw ? undefined : video.video_id,
                video_url: raw ? video.video_id : undefined,
              }}
              poster={{ image_url: video.src, alt_text: video.alt, width: video.width, height: video.height }}
              title={video.title}
              sizes="(min-width: 1024px) 66vw, 100vw"
              priority
              captions={
                raw
                  ? video.subtitles.map((track) => ({
                      src: track["subtitle-url"],
                      srcLang: track["subtitle-language-short-name"],
                      label: track["subtitle-language-short-name"].startsWith("en") ? "English" : track["subtitle-language-short-name"],
                    }))
                  : undefined
              }
            />
          ) : null}
        </div>
        <div className="[grid-area:text]">
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-stone lg:mt-0">{video.description}</p>
          {transcript ? (
            <details className="mt-6 max-w-3xl border-y border-line py-4">
              <summary className="cursor-pointer text-sm font-semibold tracking-wide uppercase">Transcript</summary>
              <div className="mt-4 space-y-3 leading-relaxed text-stone">
                {transcript.map((line, index) => (
                  <p key={index}>{line}</p>
                ))}
              </div>
            </details>
          ) : null}
        </div>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="more-video" className="mt-14">
          <h2 id="more-video" className="text-2xl font-light tracking-tight">
            More Video
          </h2>
          <ul className="mt-6 grid gap-x-6 gap-y-8 sm:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <VideoTileLink video={item} category={category} sizes="(min-width: 640px) 33vw, 100vw" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
