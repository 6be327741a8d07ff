import { SmartLink } from "~/ui/SmartLink";
import type { BlockProps } from "../block-props";

export function BladeHighlightButtons({ value }: BlockProps<"blade_highlight_buttons">) {
  return (
    <section className="bg-sand">
      <div className="mx-auto max-w-(--container-page) px-6 py-14 md:px-10 md:py-20">
        <h2 className="mx-auto max-w-3xl text-center text-3xl font-light tracking-tight md:text-4xl">{value.headline}</h2>
        {value.buttons.length > 0 ? (
          <ul className="mt-10 grid gap-px bg-line sm:grid-cols-2 lg:grid-cols-4">
            {value.buttons.map((button) => (
              <li key={button.button_url + button.button_text} className="bg-sand">
                <SmartLink
                  href={button.button_url}
                  className="flex h-full min-h-24 items-center justify-between gap-4 px-6 py-6 text-sm font-semibold uppercase tracking-[0.12em] transition-colors hover:bg-white hover:text-bronze-dark"
                >
                  {button.button_text}
                  <span aria-hidden="true" className="text-lg text-bronze">
                    →
                  </span>
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
