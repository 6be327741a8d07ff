import { useEffect, useRef, useState, type ReactNode } from "react";
import { CloseIcon } from "~/ui/icons";
import { PlayButton } from "~/ui/PlayButton";
import { VideoPlayer } from "~/features/video";
import type { VideoField } from "../shared/schema";

type CardVideoProps = {
  video: VideoField;
  title: string;
  /** The card's picture, shown until the video plays and again after it is closed. */
  children: ReactNode;
};

/** SPEC §4 "Card video: play opens in place; a close button returns" to the picture. */
export function CardVideo({ video, title, children }: CardVideoProps) {
  const [playing, setPlaying] = useState(false);
  const playButton = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (!playing && closed.current) playButton.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="relative">
        <VideoPlayer video={video} title={title} autoPlay />
        <button
          type="button"
          onClick={() => {
            closed.current = true;
            setPlaying(false);
          }}
          className="mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold tracking-wide uppercase hover:text-bronze-dark"
        >
          <CloseIcon />
          Close video
        </button>
      </div>
    );
  }
  return (
    <div className="relative">
      {children}
      <PlayButton ref={playButton} title={title} onClick={() => setPlaying(true)} size="medium" />
    </div>
  );
}
