import { Image } from "~/ui/Image";
import type { SwatchesBlock } from "../types";

/** SPEC §9: on narrow screens a swatch group shows this many until View More. */
export const SWATCH_COLLAPSE_AT = 6;

/**
 * One swatch group: chips with labels, collapsed to six on narrow screens, and its footnote. View
 * More is a <details> whose open state shows the rest through CSS `:has()`, so it works before any
 * script runs (decision 0020).
 */
export function SwatchGrid({ block, showLabel = true }: { block: SwatchesBlock; showLabel?: boolean }) {
  const collapsible = block.swatches.length > SWATCH_COLLAPSE_AT;
  return (
    <div className="group/swatches space-y-4">
      {showLabel ? <h3 className="text-lg font-medium">{block.label}</h3> : null}
      {block.description ? <p className="max-w-3xl text-stone">{block.description}</p> : null}
      <ul className="grid grid-cols-3 gap-x-4 gap-y-6 sm:grid-cols-4 md:grid-cols-6 xl:grid-cols-8">
        {block.swatches.map((swatch, index) => (
          <li
            key={swatch.swatch_url}
            data-collapsible={index >= SWATCH_COLLAPSE_AT || undefined}
            className="max-md:data-collapsible:group-has-[details:not([open])]/swatches:hidden"
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
        <details className="group/more md:hidden">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center border border-ink px-5 text-xs font-semibold uppercase tracking-[0.14em] transition-colors hover:bg-ink hover:text-white [&::-webkit-details-marker]:hidden">
            <span className="group-open/more:hidden">View More</span>
            <span className="hidden group-open/more:inline">View Less</span>
          </summary>
        </details>
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
