import { ContentImage } from "~/ui/Image";
import { SmartLink } from "~/ui/SmartLink";
import type { BlockProps } from "../block-props";

export function Triptych({ value }: BlockProps<"triptych">) {
  return (
    <section className="mx-auto max-w-(--container-page) px-6 py-12 md:px-10 md:py-20">
      {value.header ? <h2 className="mb-10 text-center text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2> : null}
      <ul className="grid gap-6 md:grid-cols-3">
        {value.items.map((item) => (
          <li key={item.link_url}>
            <SmartLink href={item.link_url} className="group block">
              <div className="overflow-hidden">
                <ContentImage
                  image={item.image}
                  sizes="(min-width: 800px) 33vw, 100vw"
                  className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-700 group-hover:scale-105"
                />
              </div>
              <span className="mt-4 block text-lg font-medium tracking-tight group-hover:text-bronze">{item.title}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
