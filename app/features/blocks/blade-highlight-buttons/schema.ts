import { z } from "zod";
import { ButtonField, text } from "../shared/schema";

/** SPEC §3 four-button headline: headline and button_one to button_four; empty buttons are dropped. */
export const BladeHighlightButtonsValue = z
  .object({
    headline: text(200).min(1).meta({ label: "Heading" }),
    button_one: ButtonField.optional().meta({ label: "First button" }),
    button_two: ButtonField.optional().meta({ label: "Second button" }),
    button_three: ButtonField.optional().meta({ label: "Third button" }),
    button_four: ButtonField.optional().meta({ label: "Fourth button" }),
  })
  .transform(({ headline, button_one, button_two, button_three, button_four }) => ({
    headline,
    buttons: [button_one, button_two, button_three, button_four].filter((button) => button !== undefined),
  }));
