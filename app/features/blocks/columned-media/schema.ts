import { z } from "zod";
import { CallToAction, Heading, ImageField, Kicker, LINK_HINT, TextTheme, VideoField, text } from "../shared/schema";

const cardCopy = {
  kicker: Kicker,
  header: Heading.min(1),
  text: text(800).default("").meta({ label: "Text" }),
  call_to_action: CallToAction.optional(),
};

/** SPEC §2: columns of 1 to 3 cards of six kinds; SPEC §3 card fields. */
const Card = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("flex_card"), ...cardCopy, image: ImageField.optional() }).meta({ label: "Card" }),
  z
    .object({
      kind: z.literal("card"),
      ...cardCopy,
      image: ImageField,
      caption: text(300).optional().meta({ label: "Caption", hint: "A line under the picture." }),
      video: VideoField.optional().meta({ hint: "Plays in place of the picture when a visitor opens it." }),
    })
    .meta({ label: "Card with a caption or a video" }),
  z
    .object({ kind: z.literal("flag_pane_card"), ...cardCopy, image: ImageField, text_theme: TextTheme })
    .meta({ label: "Text over the picture" }),
  z
    .object({
      kind: z.literal("flag_pane_header_card"),
      ...cardCopy,
      title: text(120).min(1).meta({ label: "Title over the picture" }),
      image: ImageField,
    })
    .meta({ label: "Picture with a title over it" }),
  z
    .object({ kind: z.literal("flag_pane_video_modal_card"), ...cardCopy, image: ImageField, video: VideoField })
    .meta({ label: "Picture that opens a video" }),
  z
    .object({
      kind: z.literal("flag_pane_form_modal_card"),
      ...cardCopy,
      image: ImageField,
      button_text: text(120).min(1).meta({ label: "Button text", hint: "The button that opens the form." }),
      form_title: text(200).min(1).meta({ label: "Form heading" }),
      form_intro: text(800).default("").meta({ label: "Text above the form" }),
      form_url: text(2000)
        .min(1)
        .meta({ label: "Form's page", hint: `Where the form is. ${LINK_HINT}` }),
      form_link_text: text(120).min(1).meta({ label: "Form link text", hint: "What the link to the form's page says." }),
    })
    .meta({ label: "Picture that opens a form" }),
]);
export type Card = z.infer<typeof Card>;

export const ColumnedMediaValue = z.object({
  kicker: Kicker,
  header: Heading.optional(),
  cards: z
    .array(Card)
    .min(1)
    .max(3)
    .meta({ label: "Cards", itemLabel: "card", hint: "One to three cards side by side; each kind of card shows its picture its own way." }),
});
