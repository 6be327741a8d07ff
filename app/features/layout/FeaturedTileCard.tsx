import { ContentImage } from "~/ui/Image";
import { SmartLink } from "~/ui/SmartLink";
import { ArrowIcon } from "~/ui/icons";
import type { FeaturedTile } from "./layout-data";

export function FeaturedTileCard({ tile, onNavigate }: { tile: FeaturedTile; onNavigate?: () => void }) {
  return (
    <SmartLink href={tile.link.link_url} onClick={onNavigate} className="group block">
      <span className="block overflow-hidden bg-sand">
        <ContentImage
          image={tile.image}
          sizes="(min-width: 1114px) 320px, 90vw"
          className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
      </span>
      {tile.description ? <span className="mt-4 block text-sm leading-relaxed text-stone">{tile.description}</span> : null}
      <span className="mt-3 inline-flex items-center gap-2 text-[11px] font-semibold uppercase tracking-[0.2em] text-bronze transition-colors group-hover:text-bronze-dark">
        {tile.link.link_text}
        <ArrowIcon className="size-3.5 transition-transform group-hover:translate-x-0.5" />
      </span>
    </SmartLink>
  );
}
