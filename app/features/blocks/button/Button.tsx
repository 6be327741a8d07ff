import { ButtonRow } from "../shared/ButtonRow";
import type { BlockProps } from "../block-props";

export function Button({ value }: BlockProps<"button">) {
  if (!value.button) return null;
  return (
    <div className="mx-auto max-w-(--container-page) px-6 py-6 md:px-10">
      <ButtonRow buttons={[value.button]} align={value.align_copy_horizontal} />
    </div>
  );
}
