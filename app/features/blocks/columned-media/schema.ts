import { z } from "zod";
import { CallToAction, ImageField, TextTheme, VideoField, text } from "../shared/schema";

const cardCopy = {
  kicker: text(120).optional(),
  header: text(200).min(1),
  text: text(800).default(""),
  call_to_action: CallToAction.optional(),
};

/** SPEC §2: columns of 1 to 3 cards of six kinds; SPEC §3 card fields. */
const Card = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("flex_card"), ...cardCopy, image: ImageField.optional() }),
  z.object({ kind: z.literal("card"), ...cardCopy, image: ImageField, caption: text(300).optional(), video: VideoField.optional() }),
  z.object({ kind: z.literal("flag_pane_card"), ...cardCopy, image: ImageField, text_theme: TextTheme }),
  z.object({ kind: z.literal("flag_pane_header_card"), ...cardCopy, title: text(120).min(1), image: ImageField }),
  z.object({ kind: z.literal("flag_pane_video_modal_card"), ...cardCopy, image: ImageField, video: VideoField }),
  z.object({
    kind: z.literal("flag_pane_form_modal_card"),
    ...cardCopy,
    image: ImageField,
    button_text: text(120).min(1),
    form_title: text(200).min(1),
    form_intro: text(800).default(""),
    form_url: text(2000).min(1),
    form_link_text: text(120).min(1),
  }),
]);
export type Card = z.infer<typeof Card>;

export const ColumnedMediaValue = z.object({
  kicker: text(120).optional(),
  header: text(200).optional(),
  cards: z.array(Card).min(1).max(3),
});
