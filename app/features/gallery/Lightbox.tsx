import type { KeyboardEvent } from "react";
import { Image } from "~/ui/Image";
import { Dialog } from "~/ui/ModalDialog";
import { useSwipe } from "~/ui/use-swipe";
import { hasNext, hasPrevious, lightboxStep } from "./lightbox-position";
import type { GalleryPicture } from "./routes.server";

type LightboxProps = {
  pictures: GalleryPicture[];
  /** The picture shown; null while closed. */
  index: number | null;
  onMove: (index: number) => void;
  onClose: () => void;
};

const arrowClass =
  "absolute top-1/2 z-10 flex size-12 -translate-y-1/2 items-center justify-center bg-black/40 text-white hover:bg-black/70 aria-disabled:cursor-default aria-disabled:opacity-30 aria-disabled:hover:bg-black/40";

function Arrow({ direction, enabled, onClick }: { direction: -1 | 1; enabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      // aria-disabled keeps focus on the button at the first or last picture.
      aria-disabled={!enabled}
      aria-label={direction < 0 ? "Previous picture" : "Next picture"}
      onClick={() => enabled && onClick()}
      className={`${arrowClass} ${direction < 0 ? "left-2 md:left-6" : "right-2 md:right-6"}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7 stroke-current" fill="none" strokeWidth="1.5">
        <path d={direction < 0 ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
      </svg>
    </button>
  );
}

/** SPEC §4/§5: the full-screen lightbox; arrows and buttons move within the loaded list and stop at its ends. */
export default function Lightbox({ pictures, index, onMove, onClose }: LightboxProps) {
  const current = index === null ? undefined : pictures[index];
  const move = (direction: -1 | 1) => index !== null && onMove(lightboxStep(index, pictures.length, direction));
  const swipeHandlers = useSwipe(move);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      move(event.key === "ArrowLeft" ? -1 : 1);
    }
  };
  return (
    <Dialog
      open={current !== undefined}
      onClose={onClose}
      onKeyDown={onKeyDown}
      title={current?.title ?? "Picture"}
      hideTitle
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black/90"
    >
      {current && index !== null ? (
        // The dark area around the picture closes the lightbox, as a backdrop does (SPEC §4); a swipe moves it.
        <figure
          data-dialog-backdrop
          {...swipeHandlers}
          className="flex h-full touch-pan-y flex-col items-center justify-center gap-4 px-4 py-16 md:px-24"
        >
          <Image
            key={current.id}
            src={current.src}
            alt={current.alt}
            width={current.width}
            height={current.height}
            sizes="100vw"
            priority
            className="max-h-[calc(100dvh-12rem)] w-auto max-w-full object-contain"
          />
          <figcaption className="max-w-3xl text-center">
            <span className="block text-lg">{current.title}</span>
            <span className="block text-sm text-white/75">{current.description}</span>
            <span className="mt-1 block text-sm text-white/75" aria-live="polite">
              {index + 1} of {pictures.length}
            </span>
          </figcaption>
          <Arrow direction={-1} enabled={hasPrevious(index)} onClick={() => move(-1)} />
          <Arrow direction={1} enabled={hasNext(index, pictures.length)} onClick={() => move(1)} />
        </figure>
      ) : null}
    </Dialog>
  );
}
