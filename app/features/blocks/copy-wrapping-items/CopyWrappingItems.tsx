import { ContentImage } from "~/ui/Image";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";
import type { BlockProps } from "../block-props";

const columns = { 1: "", 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;
const imageSizes = {
  1: "100vw",
  2: "(min-width: 800px) 50vw, 100vw",
  3: "(min-width: 1024px) 33vw, (min-width: 800px) 50vw, 100vw",
  4: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
} as const;

export function CopyWrappingItems({ value }: BlockProps<"copy_wrapping_items">) {
  const count = value.desktop_wrap_count;
  return (
    <section className="mx-auto max-w-(--container-page) px-6 py-12 md:px-10 md:py-20">
      {value.kicker || value.header || value.copy ? (
        <div className="mb-10 max-w-3xl md:mb-14">
          {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
          {value.header ? <h2 className="text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2> : null}
          {value.copy ? <p className="mt-5 text-lg leading-relaxed text-stone">{value.copy}</p> : null}
        </div>
      ) : null}
      <ul className={`grid gap-x-10 gap-y-12 ${columns[count]}`}>
        {value.items.map((item) => (
          <li key={item.title} className="flex flex-col border-t border-line pt-6">
            {item.image ? <ContentImage image={item.image} sizes={imageSizes[count]} className="mb-6 h-auto w-full" /> : null}
            <h3 className="text-xl font-normal tracking-tight">{item.title}</h3>
            {item.text ? <p className="mt-3 leading-relaxed text-stone">{item.text}</p> : null}
            {item.call_to_action ? (
              <div className="mt-auto">
                <CallToActionLink cta={item.call_to_action} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
