import type { BlockProps } from "../block-props";
import { Kicker } from "../shared/Kicker";
import { CardView } from "./CardView";

const gridColumns = { 1: "", 2: "md:grid-cols-2", 3: "md:grid-cols-3" } as const;

export function ColumnedMedia({ value }: BlockProps<"columned_media">) {
  const columns = value.cards.length as 1 | 2 | 3;
  return (
    <section className="mx-auto max-w-(--container-page) px-6 py-12 md:px-10 md:py-20">
      {value.kicker ? <Kicker>{value.kicker}</Kicker> : null}
      {value.header ? <h2 className="mb-10 max-w-3xl text-3xl font-light tracking-tight md:text-4xl">{value.header}</h2> : null}
      <ul className={`grid gap-8 md:gap-10 ${gridColumns[columns]}`}>
        {value.cards.map((card, index) => (
          <li key={card.header} className="flex">
            <CardView card={card} columns={columns} order={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}
