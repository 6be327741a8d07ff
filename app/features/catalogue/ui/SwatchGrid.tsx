import { useId, useState } from "react";
import { Image } from "~/ui/Image";
import type { SwatchesBlock } from "../types";

/** SPEC §9: on narrow screens a swatch group shows this many until View More. */
export const SWATCH_COLLAPSE_AT = 6;

/** One swatch group: chips with labels, collapsed to six on narrow screens, and its footnote. */
export function SwatchGrid({ block, showLabel = true }: { block: SwatchesBlock; showLabel?: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsible = block.swatches.length > SWATCH_COLLAPSE_AT;
  return (
    <div className="space-y-4">
      {showLabel ? <h3 className="text-lg font-medium">{block.label}</h3> : null}
      {block.description ? <p className="max-w-3xl text-stone">{block.description}</p> : null}
      <ul id={listId} className="grid grid-cols-3 gap-x-4 gap-y-6 sm:grid-cols-4 md:grid-cols-6 xl:grid-cols-8">
        {block.swatches.map((swatch, index) => (
          <li
            key={swatch.swatch_url}
            data-collapsed={!expanded && index >= SWATCH_COLLAPSE_AT}
            className="data-[collapsed=true]:hidden md:data-[collapsed=true]:block"
          >
            <figure>
              <Image
                src={swatch.swatch_url}
                alt={swatch.alt_text}
                width={240}
                height={240}
                sizes="(min-width: 800px) 140px, 30vw"
                className="aspect-square w-full rounded-sm object-cover ring-1 ring-black/10"
              />
              <figcaption className="mt-2 text-sm leading-snug">{swatch.swatch_label}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className="min-h-11 border border-ink px-5 text-xs font-semibold uppercase tracking-[0.14em] transition-colors hover:bg-ink hover:text-white md:hidden"
        >
          {expanded ? "View Less" : "View More"}
        </button>
      ) : null}
      {block.footnote ? (
        <p className="text-sm text-stone">
          {block.footnote_label ? <strong className="font-semibold text-ink">{block.footnote_label}: </strong> : null}
          {block.footnote}
        </p>
      ) : null}
    </div>
  );
}
