import { useEffect, useEffectEvent, useRef, useState } from "react";
import { isOwnMedia, variantUrl } from "~/lib/media";
import { Image } from "./Image";
import { playerEvent, subscribeToEnd, videoSource, type PlayableVideo, type VideoProvider, type VideoSource } from "./video-embed";

export type VideoPoster = { image_url: string; alt_text: string; width: number; height: number };

export type VideoPlayerProps = {
  /** A `VideoField` of content (SPEC §3): provider with an id, or a file URL for raw_url. */
  video: PlayableVideo;
  poster?: VideoPoster;
  /** Names the player frame and the play button. */
  title: string;
  onEnded?: () => void;
  /** Skip the poster and start at once. */
  autoPlay?: boolean;
  /** Browsers start a video without a click only when it is muted. */
  muted?: boolean;
  /** `sizes` of the poster image; the player is as wide as its container. */
  sizes?: string;
};

/**
 * SPEC §4 "Video block: poster until clicked, then autoplay", in a 16:9 frame (SPEC §9).
 * Renders nothing for a provider without the id or URL it needs (SPEC §8).
 */
export function VideoPlayer({ video, poster, title, onEnded, autoPlay = false, muted = false, sizes }: VideoPlayerProps) {
  const [started, setStarted] = useState<"auto" | "click" | false>(autoPlay ? "auto" : false);
  const source = videoSource(video, { autoPlay: true, muted });
  if (!source) return null;
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-ink">
      {started ? (
        <PlayingVideo
          source={source}
          provider={video.video_provider}
          title={title}
          muted={muted}
          takeFocus={started === "click"}
          poster={poster}
          onEnded={onEnded}
        />
      ) : (
        <>
          {poster ? (
            <Image
              src={poster.image_url}
              alt={poster.alt_text}
              width={poster.width}
              height={poster.height}
              sizes={sizes}
              className="absolute inset-0 h-full w-full object-cover"
            />
          ) : null}
          <button
            type="button"
            onClick={() => setStarted("click")}
            aria-label={`Play video: ${title}`}
            className="group absolute inset-0 flex items-center justify-center bg-black/10 transition-colors hover:bg-black/25 focus-visible:-outline-offset-4 focus-visible:outline-white"
          >
            <span className="flex size-20 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition-transform group-hover:scale-105">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 size-8 fill-current">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
            </span>
          </button>
        </>
      )}
    </div>
  );
}

type PlayingVideoProps = {
  source: VideoSource;
  provider: VideoProvider;
  title: string;
  muted: boolean;
  takeFocus: boolean;
  poster?: VideoPoster;
  onEnded?: () => void;
};

function PlayingVideo({ source, ...props }: PlayingVideoProps) {
  return source.kind === "file" ? (
    <FilePlayer src={source.src} {...props} />
  ) : (
    <FramePlayer src={source.src} origin={source.origin} {...props} />
  );
}

type PlayerProps = Omit<PlayingVideoProps, "source"> & { src: string };

/** A click replaced the button the keyboard was on: focus goes on to the player. */
function useFocusOnStart(element: { current: HTMLElement | null }, takeFocus: boolean) {
  useEffect(() => {
    if (takeFocus) element.current?.focus();
  }, [element, takeFocus]);
}

function FilePlayer({ src, title, muted, takeFocus, poster, onEnded }: PlayerProps) {
  const player = useRef<HTMLVideoElement>(null);
  useFocusOnStart(player, takeFocus);
  return (
    <video
      ref={player}
      src={src}
      title={title}
      poster={poster && isOwnMedia(poster.image_url) ? variantUrl(poster.image_url, 1440, "jpeg") : poster?.image_url}
      controls
      autoPlay
      playsInline
      muted={muted}
      onEnded={() => onEnded?.()}
      className="absolute inset-0 h-full w-full"
    />
  );
}

function FramePlayer({ src, origin, provider, title, takeFocus, onEnded }: PlayerProps & { origin: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ended = useEffectEvent(() => onEnded?.());
  useFocusOnStart(frame, takeFocus);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const player = frame.current;
      if (!player || event.origin !== origin || event.source !== player.contentWindow) return;
      const kind = playerEvent(event.data);
      if (kind === "ended") ended();
      if (kind === "ready") subscribeToEnd(player, provider, origin);
    };
    window.addEventListener("message", listen);
    return () => window.removeEventListener("message", listen);
  }, [origin, provider]);

  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      onLoad={() => frame.current && subscribeToEnd(frame.current, provider, origin)}
      className="absolute inset-0 h-full w-full border-0"
    />
  );
}
