import { AlignHorizontal, ButtonField } from "../shared/schema";

/** SPEC §3 button; without text or url it renders nothing (SPEC §5). */
export const ButtonValue = ButtonField.in
  .extend({ align_copy_horizontal: AlignHorizontal.default("center").meta({ label: "Button position" }) })
  .transform(({ align_copy_horizontal, ...button }) => ({
    align_copy_horizontal,
    button: button.button_text && button.button_url ? button : null,
  }));
