import { ButtonRow } from "../shared/ButtonRow";
import type { BlockProps } from "../block-props";

const textAlign = { left: "text-left", center: "text-center", right: "text-right" } as const;

export function CtaButtons({ value }: BlockProps<"cta_buttons">) {
  if (value.buttons.length === 0) return null;
  return (
    <section className={`mx-auto max-w-(--container-page) px-6 py-10 md:px-10 md:py-14 ${textAlign[value.align_copy_horizontal]}`}>
      {value.header ? <h2 className="mb-6 text-2xl font-light tracking-tight md:text-3xl">{value.header}</h2> : null}
      <ButtonRow buttons={value.buttons} align={value.align_copy_horizontal} />
    </section>
  );
}
