import { z } from "zod";
import { CallToAction, ImageField, TextTheme, text } from "../shared/schema";

/** The id of an element on the page: an `anchor` block or another section header. */
const AnchorId = text(80).regex(/^[a-z][a-z0-9-]*$/, "lower-case letters, digits and dashes");

/** SPEC §2 section header: a banner with kicker, title, subtitle, call to action and an in-page section nav. */
export const SectionHeaderValue = z.object({
  /** This header's own id, so another header's nav can point at it. */
  anchor_id: AnchorId.optional(),
  kicker: text(120).optional(),
  title: text(200).min(1),
  sub_title: text(500).optional(),
  call_to_action: CallToAction.optional(),
  /** With an image the banner is a photograph (43vw tall, SPEC §9); without one a quiet band. */
  image: ImageField.optional(),
  text_theme: TextTheme,
  section_nav: z
    .array(z.object({ label: text(60).min(1), anchor_id: AnchorId }))
    .max(12)
    .default([]),
});
