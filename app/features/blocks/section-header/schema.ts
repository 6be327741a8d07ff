import { z } from "zod";
import { CallToAction, ImageField, Kicker, TextTheme, text } from "../shared/schema";

/** The id of an element on the page: an `anchor` block or another section header. */
const AnchorId = text(80).regex(/^[a-z][a-z0-9-]*$/, "lower-case letters, digits and dashes");

/** SPEC §2 section header: a banner with kicker, title, subtitle, call to action and an in-page section nav. */
export const SectionHeaderValue = z.object({
  /** This header's own id, so another header's nav can point at it. */
  anchor_id: AnchorId.optional().meta({
    label: "Anchor name",
    hint: "Lower-case letters, digits and dashes, such as windows. A link ending in #windows lands on this header.",
  }),
  kicker: Kicker,
  title: text(200).min(1).meta({ label: "Heading" }),
  sub_title: text(500).optional().meta({ label: "Text under the heading" }),
  call_to_action: CallToAction.optional(),
  /** With an image the banner is a photograph (43vw tall, SPEC §9); without one a quiet band. */
  image: ImageField.optional().meta({ hint: "With a picture the header is a photograph; without one, a quiet band of colour." }),
  text_theme: TextTheme,
  section_nav: z
    .array(
      z.object({
        label: text(60).min(1).meta({ label: "Link text" }),
        anchor_id: AnchorId.meta({ label: "Anchor name", hint: "The anchor it leads to, on this page, without the #." }),
      }),
    )
    .max(12)
    .default([])
    .meta({
      label: "Links within the page",
      itemLabel: "link",
      hint: "A row of links to the page's sections (anchors and other headers).",
    }),
});
