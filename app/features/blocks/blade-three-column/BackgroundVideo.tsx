import { useEffect, useRef, useState } from "react";

/**
 * A muted loop behind a blade's copy. It starts only after hydration and never for visitors
 * who prefer reduced motion, and a button pauses it (WCAG 2.2.2: moving content can be stopped).
 */
export function BackgroundVideo({ src, poster }: { src: string; poster: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    video.current?.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, []);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().then(() => setPlaying(true));
    else {
      element.pause();
      setPlaying(false);
    }
  };
  return (
    <>
      <video
        ref={video}
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        className="absolute right-4 bottom-4 z-10 min-h-11 border border-white/70 bg-black/40 px-4 text-xs font-semibold uppercase tracking-[0.12em] text-white hover:bg-black/60"
      >
        {playing ? "Pause video" : "Play video"}
      </button>
    </>
  );
}
