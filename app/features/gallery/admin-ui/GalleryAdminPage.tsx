import { Link, href } from "react-router";
import { FormMessage } from "~/admin/FormMessage";
import { adminButtonClass, adminTabClass } from "~/admin/admin-buttons";
import { formatChange } from "~/admin/admin-dates";
import { ListPage } from "~/admin/list-page/ListPage";
import type { ListColumn, ListTableDescription } from "~/admin/list-page/list-description";
import { previewSrc } from "~/lib/media";
import { type GalleryListPage, type GalleryListQuery, type GalleryListRow, galleryListHref } from "../admin-list";
import { imageCategories } from "../categories";
import { videoCategoryTags } from "../staff-item";
import { providerLabels } from "../video-id";

const galleries = { images: "Images", videos: "Videos" } as const;

function Thumbnail({ url }: { url: string }) {
  return <img src={previewSrc(url, 120)} alt="" width={96} height={64} loading="lazy" className="h-16 w-24 bg-sand object-cover" />;
}

function editPath(medium: GalleryListQuery["medium"], row: GalleryListRow) {
  return medium === "images"
    ? href("/admin/gallery/images/:imageId", { imageId: row.id })
    : href("/admin/gallery/videos/:videoId", { videoId: row.id });
}

function itemsTable(medium: GalleryListQuery["medium"]): ListTableDescription<GalleryListRow> {
  const videos = medium === "videos";
  const playsFrom: ListColumn<GalleryListRow> = {
    heading: "Plays from",
    className: "whitespace-nowrap text-ink",
    cell: (row) => (row.provider ? providerLabels[row.provider] : ""),
  };
  return {
    caption: `${galleries[medium]}, the newest first`,
    minWidthClass: "min-w-[46rem]",
    rowKey: (row) => row.id,
    columns: [
      { heading: "Picture", className: "", cell: (row) => <Thumbnail url={row.thumbnail} /> },
      {
        heading: "Title",
        className: "",
        cell: (row) => (
          <>
            <Link to={editPath(medium, row)} className="font-medium text-ink underline underline-offset-4 hover:text-bronze-dark">
              {row.title}
            </Link>
            {row.slug ? <span className="mt-1 block font-mono text-xs text-stone">{row.slug}</span> : null}
          </>
        ),
      },
      { heading: "Categories", cell: (row) => row.categories.join(", ") },
      ...(videos ? [playsFrom] : []),
      { heading: "Made by", cell: (row) => (row.seeded ? "Seed import" : "Staff") },
      {
        heading: "Added (UTC)",
        className: "whitespace-nowrap text-ink",
        cell: (row) => <time dateTime={row.createdAt}>{formatChange(row.createdAt)}</time>,
      },
    ],
  };
}

const origins = [
  ["staff", "Staff"],
  ["seeded", "Seed import"],
] as const;

/** The galleries: a tab for each, search and filters in the address, the items with their pictures, and the way to add one. */
export function GalleryAdminPage({ list, deleted }: { list: GalleryListPage; deleted: string | null }) {
  const { rows, total, page, pageSize, query, counts } = list;
  const { medium } = query;
  const categories = medium === "images" ? imageCategories : videoCategoryTags;
  const filtered = query.q !== "" || query.category !== "" || query.origin !== "";
  const noun = medium === "images" ? "image" : "video";
  return (
    <section aria-labelledby="gallery-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="gallery-heading" className="text-3xl font-light tracking-tight text-ink">
            Galleries
          </h1>
          <p className="mt-2 max-w-3xl text-sm text-stone">
            The project photographs of the image gallery and the videos of the video gallery. A change shows on the site at once.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={href("/admin/gallery/images/new")} className={adminButtonClass}>
            Add an image
          </Link>
          <Link to={href("/admin/gallery/videos/new")} className={adminButtonClass}>
            Add a video
          </Link>
        </div>
      </div>

      <FormMessage tone="done" message={deleted ?? undefined} />

      <nav aria-label="Galleries" className="flex gap-6 border-b border-line">
        {(["images", "videos"] as const).map((each) => (
          <Link
            key={each}
            to={galleryListHref({ medium: each, category: "", q: "", origin: "" })}
            aria-current={each === medium ? "page" : undefined}
            className={adminTabClass(each === medium)}
          >
            {`${galleries[each]} (${counts[each]})`}
          </Link>
        ))}
      </nav>

      <ListPage
        search={{
          label: `Search the ${noun}s`,
          filters: [
            { type: "search", name: "q", label: "Title, caption, alt text or address" },
            {
              type: "select",
              name: "category",
              label: "Category",
              anyLabel: "Every category",
              options: categories.map((category) => [category, category]),
            },
            { type: "select", name: "origin", label: "Made by", anyLabel: "Anyone", options: origins },
          ],
          values: query,
          submit: "Search",
          keep: { medium: medium === "videos" ? medium : "" },
        }}
        count={total === 1 ? `1 ${noun}` : `${total} ${noun}s`}
        empty={filtered ? "Nothing matches this search." : `No ${noun} yet.`}
        rows={rows}
        table={itemsTable(medium)}
        pages={{ page, total, pageSize, hrefFor: (number) => galleryListHref(query, number) }}
      />
    </section>
  );
}
