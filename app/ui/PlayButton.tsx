import type { Ref } from "react";
import { useMessages } from "~/i18n/LocaleProvider";
import { uiMessages } from "./messages";

type PlayButtonProps = {
  /** The video's title, for the accessible name "Play video: {title}". */
  title: string;
  onClick: () => void;
  size?: "medium" | "large";
  ref?: Ref<HTMLButtonElement>;
};

/** The round play button laid over a video's poster or a card's picture. */
export function PlayButton({ title, onClick, size = "large", ref }: PlayButtonProps) {
  const large = size === "large";
  const t = useMessages(uiMessages);
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      aria-label={t("playVideo", { title })}
      className="group absolute inset-0 flex items-center justify-center bg-black/10 transition-colors hover:bg-black/25 focus-visible:-outline-offset-4 focus-visible:outline-white"
    >
      <span
        className={`flex items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition-transform group-hover:scale-105 ${large ? "size-20" : "size-16"}`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={`ml-1 fill-current ${large ? "size-8" : "size-7"}`}>
          <path d="M8 5.5v13l10.5-6.5z" />
        </svg>
      </span>
    </button>
  );
}
