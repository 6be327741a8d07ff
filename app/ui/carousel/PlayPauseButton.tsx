import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "../messages";

/** The pause control WCAG 2.2.2 asks of anything that moves by itself for more than 5 seconds. */
export function PlayPauseButton({ playing, onToggle, className = "" }: { playing: boolean; onToggle: () => void; className?: string }) {
  const t = useMessages(uiMessages);
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={t(playing ? "pauseSlideShow" : "playSlideShow")}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
        {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
      </svg>
    </button>
  );
}
