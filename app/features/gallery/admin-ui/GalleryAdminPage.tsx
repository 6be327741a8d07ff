import { Form, Link, href } from "react-router";
import { AdminSelect, filterControlClass } from "~/admin/AdminSelect";
import { AdminTable } from "~/admin/AdminTable";
import { FormMessage } from "~/admin/FormMessage";
import { adminTabClass } from "~/admin/admin-buttons";
import { formatChange } from "~/admin/admin-dates";
import { previewSrc } from "~/lib/media";
import { Pagination } from "~/ui/Pagination";
import { type GalleryListPage, type GalleryListQuery, type GalleryListRow, galleryListHref } from "../admin-list";
import { imageCategories } from "../categories";
import { videoCategoryTags } from "../staff-item";
import { providerLabels } from "../video-id";

const primaryClass = "bg-ink px-4 py-2 text-sm font-medium text-white hover:bg-bronze-dark";
const galleries = { images: "Images", videos: "Videos" } as const;

function Thumbnail({ url }: { url: string }) {
  return <img src={previewSrc(url, 120)} alt="" width={96} height={64} loading="lazy" className="h-16 w-24 bg-sand object-cover" />;
}

function editPath(medium: GalleryListQuery["medium"], row: GalleryListRow) {
  return medium === "images"
    ? href("/admin/gallery/images/:imageId", { imageId: row.id })
    : href("/admin/gallery/videos/:videoId", { videoId: row.id });
}

function ItemsTable({ medium, rows }: { medium: GalleryListQuery["medium"]; rows: GalleryListRow[] }) {
  const videos = medium === "videos";
  return (
    <AdminTable
      caption={`${galleries[medium]}, the newest first`}
      headings={["Picture", "Title", "Categories", ...(videos ? ["Plays from"] : []), "Made by", "Added (UTC)"]}
      minWidthClass="min-w-[46rem]"
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className="px-4 py-3">
            <Thumbnail url={row.thumbnail} />
          </td>
          <td className="px-4 py-3">
            <Link to={editPath(medium, row)} className="font-medium text-ink underline underline-offset-4 hover:text-bronze-dark">
              {row.title}
            </Link>
            {row.slug ? <span className="mt-1 block font-mono text-xs text-stone">{row.slug}</span> : null}
          </td>
          <td className="px-4 py-3 text-ink">{row.categories.join(", ")}</td>
          {videos ? <td className="px-4 py-3 whitespace-nowrap text-ink">{row.provider ? providerLabels[row.provider] : ""}</td> : null}
          <td className="px-4 py-3 text-ink">{row.seeded ? "Seed import" : "Staff"}</td>
          <td className="px-4 py-3 whitespace-nowrap text-ink">
            <time dateTime={row.createdAt}>{formatChange(row.createdAt)}</time>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

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
          <Link to={href("/admin/gallery/images/new")} className={primaryClass}>
            Add an image
          </Link>
          <Link to={href("/admin/gallery/videos/new")} className={primaryClass}>
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

      <Form method="get" role="search" aria-label={`Search the ${noun}s`} className="flex flex-wrap items-end gap-3">
        {medium === "videos" ? <input type="hidden" name="medium" value="videos" /> : null}
        <label className="flex flex-col gap-1 text-sm text-stone">
          Title, caption, alt text or address
          <input type="search" name="q" defaultValue={query.q} maxLength={200} className={`${filterControlClass} w-64`} />
        </label>
        <AdminSelect
          label="Category"
          name="category"
          anyLabel="Every category"
          options={categories.map((category) => [category, category])}
          defaultValue={query.category}
        />
        <AdminSelect
          label="Made by"
          name="origin"
          anyLabel="Anyone"
          options={[
            ["staff", "Staff"],
            ["seeded", "Seed import"],
          ]}
          defaultValue={query.origin}
        />
        <button type="submit" className={primaryClass}>
          Search
        </button>
      </Form>

      <p role="status" className="text-sm text-stone">
        {total === 1 ? `1 ${noun}` : `${total} ${noun}s`}
      </p>
      {rows.length === 0 ? (
        <p className="text-ink">{filtered ? "Nothing matches this search." : `No ${noun} yet.`}</p>
      ) : (
        <ItemsTable medium={medium} rows={rows} />
      )}
      <Pagination page={page} total={total} pageSize={pageSize} hrefFor={(number) => galleryListHref(query, number)} />
    </section>
  );
}
