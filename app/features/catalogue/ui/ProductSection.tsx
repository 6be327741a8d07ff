import type { ReactNode } from "react";
import type { ContentBlock, Section, SwatchesBlock } from "../types";
import { ContentBlockView } from "./ContentBlockView";
import { sectionAnchor, sectionTitle } from "./section-anchor";
import { SwatchTabs } from "./SwatchTabs";

type Piece = { kind: "block"; block: ContentBlock } | { kind: "tabs"; groups: SwatchesBlock[] };

const isTabbable = (block: ContentBlock): block is SwatchesBlock => block.type === "swatches" && !block.hide;

/** A section with several visible swatch groups shows them as tabs, in place of the first group. */
function piecesOf(content: ContentBlock[]): Piece[] {
  const groups = content.filter(isTabbable);
  if (groups.length < 2) return content.map((block) => ({ kind: "block", block }));
  const first = content.findIndex(isTabbable);
  return content.flatMap((block, index): Piece[] => {
    if (index === first) return [{ kind: "tabs", groups }];
    return isTabbable(block) ? [] : [{ kind: "block", block }];
  });
}

/** One product section: its anchor for the jump navigation, its title, subtitle and blocks. */
export function ProductSection({ section, alternate, children }: { section: Section; alternate: boolean; children?: ReactNode }) {
  const anchor = sectionAnchor(section);
  return (
    <section
      id={anchor}
      tabIndex={-1}
      aria-labelledby={`${anchor}-title`}
      className={`scroll-mt-36 outline-none nav:scroll-mt-40 ${alternate ? "bg-linen" : "bg-white"}`}
    >
      <div className="mx-auto max-w-(--container-page) px-6 py-16 md:px-10 md:py-24">
        <header className="mb-10 max-w-3xl md:mb-14">
          <h2 id={`${anchor}-title`} className="text-3xl font-light tracking-tight md:text-4xl">
            {sectionTitle(section)}
          </h2>
          {section.subtitle ? <p className="mt-3 text-lg text-stone">{section.subtitle}</p> : null}
        </header>
        <div className="space-y-12">
          {piecesOf(section.content).map((piece, index) =>
            piece.kind === "tabs" ? <SwatchTabs key={index} groups={piece.groups} /> : <ContentBlockView key={index} block={piece.block} />,
          )}
          {children}
        </div>
      </div>
    </section>
  );
}
