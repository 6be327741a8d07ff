import { useLocale, useMessages } from "~/i18n/LocaleProvider";
import { Image } from "~/ui/Image";
import { SmartLink } from "~/ui/SmartLink";
import { docSearchHref } from "../doc-search";
import { cellText } from "../limits/limit-text";
import { catalogueMessages } from "../messages";
import type { ContentBlock, LinkItem, TableBlock } from "../types";
import { SwatchGrid } from "./SwatchGrid";

// List items and copy are HTML we write ourselves in the bundled catalogue, never visitor or CMS
// input, so they are rendered as they are.
const html = (value: string) => ({ __html: value });

function Label({ text, nested }: { text?: string | undefined; nested: boolean }) {
  if (!text) return null;
  const Heading = nested ? "h4" : "h3";
  return <Heading className="mb-4 text-lg font-medium">{text}</Heading>;
}

const linkHref = (link: LinkItem) => (link.link_type === "doc-search" ? docSearchHref(link.filters) : link.link_url);

/** One content block of a product section (SPEC §3 "Content blocks"). */
export function ContentBlockView({ block, nested = false }: { block: ContentBlock; nested?: boolean }) {
  switch (block.type) {
    case "swatches":
    case "swatches_single":
      return block.hide ? null : <SwatchGrid block={block} />;
    case "copy":
      return (
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-stone">
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph} dangerouslySetInnerHTML={html(paragraph)} />
          ))}
        </div>
      );
    case "single_list":
      return (
        <div>
          <Label text={block.label} nested={nested} />
          <ul className="space-y-2">
            {block.items.map((item) => (
              <li
                key={item}
                className="relative pl-5 leading-relaxed before:absolute before:top-[0.7em] before:left-0 before:h-px before:w-2.5 before:bg-bronze"
                dangerouslySetInnerHTML={html(item)}
              />
            ))}
          </ul>
        </div>
      );
    case "flex_list":
      return (
        <div>
          <Label text={block.label} nested={nested} />
          <ul className="grid gap-x-10 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
            {block.items.map((item) => (
              <li key={item} className="flex gap-3 border-t border-line pt-3 leading-relaxed">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  className="mt-1 h-4 w-4 shrink-0 text-bronze"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                >
                  <path d="M3 8.5l3 3 7-7" />
                </svg>
                <span dangerouslySetInnerHTML={html(item)} />
              </li>
            ))}
          </ul>
        </div>
      );
    case "slides":
      return (
        <div>
          <Label text={block.subtitle} nested={nested} />
          <ul className="grid gap-8 md:grid-cols-3">
            {block.slides.map((slide) => (
              <li key={slide.slide_label}>
                <Image
                  src={slide.image_url}
                  alt={slide.alt_text}
                  width={slide.width}
                  height={slide.height}
                  sizes="(min-width: 800px) 33vw, 100vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                <h3 className="mt-4 text-lg font-medium">{slide.slide_label}</h3>
                <p className="mt-1 text-stone">{slide.slide_desc}</p>
              </li>
            ))}
          </ul>
        </div>
      );
    case "flex_images":
      return (
        <div>
          <Label text={block.label} nested={nested} />
          <ul className={`grid gap-6 ${block.largeImages ? "md:grid-cols-2" : "grid-cols-2 md:grid-cols-4"}`}>
            {block.images.map((image) => (
              <li key={image.image_url}>
                <figure>
                  <Image
                    src={image.image_url}
                    alt={image.alt_text}
                    width={image.width}
                    height={image.height}
                    sizes={block.largeImages ? "(min-width: 800px) 50vw, 100vw" : "(min-width: 800px) 25vw, 50vw"}
                    className="w-full object-cover"
                  />
                  {image.caption ? <figcaption className="mt-2 text-sm text-stone">{image.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </div>
      );
    case "flex_columns":
      return (
        <div className={`grid gap-10 ${block.columns.length >= 3 ? "md:grid-cols-3" : "md:grid-cols-2"}`}>
          {block.columns.map((column) => (
            <div key={column.label} className="border-t border-ink pt-5">
              <h3 className="mb-4 text-sm font-semibold uppercase tracking-[0.16em]">{column.label}</h3>
              <div className="space-y-6">
                {column.content.map((child, index) => (
                  <ContentBlockView key={index} block={child} nested />
                ))}
              </div>
            </div>
          ))}
        </div>
      );
    case "table":
      return <TableView block={block} nested={nested} />;
    case "link":
      return (
        <div className="bg-sand p-6 md:p-8">
          <Label text={block.label} nested={nested} />
          {block.description ? <p className="mb-5 max-w-3xl text-stone">{block.description}</p> : null}
          <ul className="flex flex-wrap gap-3">
            {block.links.map((link) => (
              <li key={link.page_link}>
                <SmartLink
                  href={linkHref(link)}
                  className={`inline-flex min-h-11 items-center px-5 text-xs font-semibold uppercase tracking-[0.14em] transition-colors ${link.link_type === "doc-search" ? "bg-bronze text-white hover:bg-bronze-dark" : "border border-ink hover:bg-ink hover:text-white"}`}
                >
                  {link.page_link}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      );
    case "image_list":
      return (
        <ul className="grid gap-8 md:grid-cols-3">
          {block.items.map((item) => (
            <li key={item.label}>
              <Image
                src={item.image_url}
                alt={item.alt_text}
                width={item.width}
                height={item.height}
                sizes="(min-width: 800px) 33vw, 100vw"
                className="aspect-[3/2] w-full object-cover"
              />
              <h3 className="mt-4 text-lg font-medium">{item.label}</h3>
              <p className="mt-1 text-stone">{item.description}</p>
            </li>
          ))}
        </ul>
      );
    case "file":
      // SPEC §2: deprecated; the data may still carry it.
      return null;
    default:
      return <UnknownBlock block={block} />;
  }
}

/** SPEC §2: an unknown content type shows its raw data as formatted text. */
function UnknownBlock({ block }: { block: never }) {
  return <pre className="overflow-x-auto bg-sand p-4 text-xs whitespace-pre-wrap">{JSON.stringify(block, null, 2)}</pre>;
}

/** A table of the catalogue, its lengths in the page's units. */
function TableView({ block, nested }: { block: TableBlock; nested: boolean }) {
  const locale = useLocale();
  const t = useMessages(catalogueMessages);
  const [header = [], ...rows] = block.rows.map((row) => row.map((cell) => cellText(cell, locale)));
  return (
    <div>
      <Label text={block.label} nested={nested} />
      <table className="w-full border-collapse text-left text-sm md:text-base">
        <thead>
          <tr className="border-b border-ink">
            {header.map((cell, index) => (
              <th key={index} scope="col" className="py-3 pr-4 font-semibold">
                {cell || <span className="sr-only">{t("item")}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("|")} className="border-b border-line align-top">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="py-3 pr-4 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="py-3 pr-4 text-stone">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
