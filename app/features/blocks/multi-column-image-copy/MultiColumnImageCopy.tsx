import { ContentImage } from "~/ui/Image";
import type { BlockProps } from "../block-props";
import { CallToActionLink } from "../shared/CallToActionLink";
import { Kicker } from "../shared/Kicker";

const grids = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;
const sizes = {
  2: "(min-width: 640px) 50vw, 100vw",
  3: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
  4: "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
} as const;

export function MultiColumnImageCopy({ value }: BlockProps<"multi_column_image_copy">) {
  const columns = value.column_count as 2 | 3 | 4;
  return (
    <section className="mx-auto max-w-(--container-page) px-6 py-12 md:px-10 md:py-20">
      {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
      {value.header ? <h2 className="mb-10 max-w-3xl text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2> : null}
      <ul className={`grid gap-x-8 gap-y-12 ${grids[columns]}`}>
        {value.items.map((item, index) => (
          <li key={item.header} className="flex flex-col">
            <ContentImage
              image={item.image}
              sizes={sizes[columns]}
              reveal={index % columns}
              className="aspect-[4/3] h-auto w-full object-cover"
            />
            <h3 className="mt-6 mb-3 text-xl font-normal tracking-tight">{item.header}</h3>
            {item.text ? <p className="leading-relaxed text-stone">{item.text}</p> : null}
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
