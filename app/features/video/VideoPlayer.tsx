import { useEffect, useEffectEvent, useRef, useState } from "react";
import { openPreferences, useConsent } from "~/features/consent";
import { isOwnMedia, variantUrl } from "~/lib/media";
import { Image } from "~/ui/Image";
import { PlayButton } from "~/ui/PlayButton";
import {
  consentNeeded,
  consentRequest,
  playerEvent,
  subscribeToEnd,
  videoSource,
  type PlayableVideo,
  type VideoProvider,
  type VideoSource,
} from "~/ui/video-embed";

export type VideoPoster = { image_url: string; alt_text: string; width: number; height: number };
/** A WebVTT track of a raw_url file (ours, under /media/). */
export type VideoCaptions = { src: string; srcLang: string; label: string };

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
  /** Captions for a raw_url file. */
  captions?: VideoCaptions[];
  /** The poster is the largest image of the first viewport: fetched at once. */
  priority?: boolean;
};

/** True once the visitor allowed every cookie category the provider's player needs (SPEC §8). */
function useConsentFor(provider: VideoProvider): boolean {
  const granted = { preferences: useConsent("preferences"), statistics: useConsent("statistics"), marketing: useConsent("marketing") };
  return consentNeeded[provider].every((category) => granted[category] === "granted");
}

/**
 * SPEC §4 "Video block: poster until clicked, then autoplay", in a 16:9 frame (SPEC §9).
 * Renders nothing for a provider without the id or URL it needs (SPEC §8).
 */
export function VideoPlayer({
  video,
  poster,
  title,
  onEnded,
  autoPlay = false,
  muted = false,
  sizes,
  captions,
  priority = false,
}: VideoPlayerProps) {
  const [started, setStarted] = useState<"auto" | "click" | false>(autoPlay ? "auto" : false);
  const allowed = useConsentFor(video.video_provider);
  const source = videoSource(video, { autoPlay: true, muted });
  if (!source) return null;
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-ink">
      {started && allowed ? (
        <PlayingVideo
          source={source}
          provider={video.video_provider}
          title={title}
          muted={muted}
          takeFocus={started === "click"}
          poster={poster}
          captions={captions}
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
              priority={priority}
              className="absolute inset-0 h-full w-full object-cover"
            />
          ) : null}
          {!allowed ? <ConsentNotice provider={video.video_provider} /> : <PlayButton title={title} onClick={() => setStarted("click")} />}
        </>
      )}
    </div>
  );
}

/** SPEC §8: "Please accept ... cookies to enable the video player"; the link opens the cookie preferences. */
function ConsentNotice({ provider }: { provider: VideoProvider }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-black/75 p-6 text-center text-white">
      <p className="max-w-md leading-relaxed">
        Please{" "}
        <button type="button" onClick={openPreferences} className="underline underline-offset-4 hover:text-sand">
          {consentRequest(provider)}
        </button>{" "}
        to enable the video player
      </p>
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
  captions?: VideoCaptions[] | undefined;
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

function FilePlayer({ src, title, muted, takeFocus, poster, captions = [], onEnded }: PlayerProps) {
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
    >
      {captions.map((track, index) => (
        <track key={track.src} kind="captions" src={track.src} srcLang={track.srcLang} label={track.label} default={index === 0} />
      ))}
    </video>
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
