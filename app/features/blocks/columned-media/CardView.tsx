import type { ReactNode } from "react";
import { ButtonLink, buttonClass } from "~/ui/ButtonLink";
import { ContentImage, type ContentImageField } from "~/ui/Image";
import { ModalDialog } from "~/ui/ModalDialog";
import { VideoPlayer } from "~/features/video";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";
import { CardVideo } from "./CardVideo";
import type { BlockProps } from "../block-props";

type Card = BlockProps<"columned_media">["value"]["cards"][number];
type Columns = 1 | 2 | 3;

const cardSizes = {
  1: "(min-width: 1420px) 1340px, 100vw",
  2: "(min-width: 800px) 50vw, 100vw",
  3: "(min-width: 800px) 33vw, 100vw",
} as const;

/** SPEC §9: three-column cards are tall, two-column (and single) cards 16:9. */
function CardImage({ image, columns, order }: { image: ContentImageField; columns: Columns; order: number }) {
  const tall = columns === 3;
  return (
    <ContentImage
      image={image}
      sizes={cardSizes[columns]}
      portrait={tall}
      reveal={order}
      className={`${tall ? "aspect-[3/4]" : "aspect-video"} h-auto w-full object-cover`}
    />
  );
}

function CardCopy({ card, children }: { card: Card; children?: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col pt-6">
      {card.kicker ? <Kicker className="text-bronze-dark">{card.kicker}</Kicker> : null}
      <h3 className="mb-3 text-2xl font-light tracking-tight">{card.header}</h3>
      {card.text ? <p className="leading-relaxed text-stone">{card.text}</p> : null}
      {card.call_to_action ? (
        <div className="mt-auto">
          <CallToActionLink cta={card.call_to_action} />
        </div>
      ) : null}
      {children}
    </div>
  );
}

const playIcon = (
  <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition-transform group-hover:scale-105">
    <svg viewBox="0 0 24 24" aria-hidden="true" className="ml-1 size-7 fill-current">
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  </span>
);

export function CardView({ card, columns, order }: { card: Card; columns: Columns; order: number }) {
  switch (card.kind) {
    case "flex_card":
      return (
        <article className="flex w-full flex-col border-t border-line">
          {card.image ? (
            <div className="pt-6">
              <ContentImage image={card.image} sizes={cardSizes[columns]} reveal={order} className="h-auto w-full" />
            </div>
          ) : null}
          <CardCopy card={card} />
        </article>
      );
    case "card":
      return (
        <article className="flex w-full flex-col">
          <figure>
            {card.video ? (
              <CardVideo video={card.video} title={card.header}>
                <CardImage image={card.image} columns={columns} order={order} />
              </CardVideo>
            ) : (
              <CardImage image={card.image} columns={columns} order={order} />
            )}
            {card.caption ? <figcaption className="mt-2 text-sm text-stone">{card.caption}</figcaption> : null}
          </figure>
          <CardCopy card={card} />
        </article>
      );
    case "flag_pane_card": {
      const dark = card.text_theme === "dark";
      return (
        <article className={`relative isolate flex w-full flex-col justify-end overflow-hidden ${dark ? "text-white" : "text-ink"}`}>
          <CardImage image={card.image} columns={columns} order={order} />
          <div
            className={`absolute inset-0 flex flex-col justify-end p-6 md:p-8 ${dark ? "bg-gradient-to-t from-black/80 via-black/35 to-transparent" : "bg-gradient-to-t from-white/90 via-white/50 to-transparent"}`}
          >
            {card.kicker ? <Kicker className={dark ? "text-sand" : "text-bronze-dark"}>{card.kicker}</Kicker> : null}
            <h3 className="mb-2 text-2xl font-light tracking-tight">{card.header}</h3>
            {card.text ? <p className={`leading-relaxed ${dark ? "text-white/90" : "text-ink"}`}>{card.text}</p> : null}
            {card.call_to_action ? (
              <div>
                <CallToActionLink cta={card.call_to_action} onDark={dark} />
              </div>
            ) : null}
          </div>
        </article>
      );
    }
    case "flag_pane_header_card":
      return (
        <article className="flex w-full flex-col bg-sand">
          <p className="px-6 py-5 text-sm font-semibold uppercase tracking-[0.2em] text-bronze-dark">{card.title}</p>
          <CardImage image={card.image} columns={columns} order={order} />
          <div className="flex flex-1 flex-col px-6 pb-8">
            <CardCopy card={card} />
          </div>
        </article>
      );
    case "flag_pane_video_modal_card":
      return (
        <article className="flex w-full flex-col">
          <div className="relative">
            <CardImage image={card.image} columns={columns} order={order} />
            <ModalDialog
              title={card.header}
              opener={playIcon}
              openerLabel={`Play video: ${card.header}`}
              openerClassName="group absolute inset-0 flex items-center justify-center bg-black/10 transition-colors hover:bg-black/25 focus-visible:-outline-offset-4 focus-visible:outline-white"
            >
              <VideoPlayer video={card.video} title={card.header} autoPlay />
            </ModalDialog>
          </div>
          <CardCopy card={card} />
        </article>
      );
    case "flag_pane_form_modal_card":
      return (
        <article className="flex w-full flex-col">
          <CardImage image={card.image} columns={columns} order={order} />
          <CardCopy card={card}>
            <div className="mt-6">
              <ModalDialog title={card.form_title} opener={card.button_text} openerClassName={buttonClass("primary")}>
                {card.form_intro ? <p className="mb-6 max-w-2xl leading-relaxed text-stone">{card.form_intro}</p> : null}
                <ButtonLink href={card.form_url}>{card.form_link_text}</ButtonLink>
              </ModalDialog>
            </div>
          </CardCopy>
        </article>
      );
  }
}
