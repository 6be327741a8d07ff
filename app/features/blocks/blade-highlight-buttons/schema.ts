import { z } from "zod";
import { ButtonField, text } from "../shared/schema";

/** SPEC §3 four-button headline: headline and button_one to button_four; empty buttons are dropped. */
export const BladeHighlightButtonsValue = z
  .object({
    headline: text(200).min(1),
    button_one: ButtonField.optional(),
    button_two: ButtonField.optional(),
    button_three: ButtonField.optional(),
    button_four: ButtonField.optional(),
  })
  .transform(({ headline, button_one, button_two, button_three, button_four }) => ({
    headline,
    buttons: [button_one, button_two, button_three, button_four].filter((button) => button !== undefined),
  }));
