import { type LeadPhoto, leadPhotoHref } from "../inbox";

/** The types a browser shows as a picture; the others (HEIC, TIFF) are offered as a file. */
const shownTypes = new Set(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"]);

/** The photos a visitor attached, as thumbnails that open the photo; served to the sales team only. */
export function LeadPhotos({ leadId, photos }: { leadId: string; photos: LeadPhoto[] }) {
  return (
    <ul className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
      {photos.map((photo) => (
        <li key={photo.index} className="border border-line">
          <a href={leadPhotoHref(leadId, photo.index)} target="_blank" rel="noopener" className="group block">
            {shownTypes.has(photo.contentType) ? (
              <img src={leadPhotoHref(leadId, photo.index)} alt="" loading="lazy" className="aspect-[4/3] w-full bg-sand object-cover" />
            ) : (
              <span className="flex aspect-[4/3] w-full items-center justify-center bg-sand text-sm text-stone">Open the file</span>
            )}
            <span className="block truncate px-3 py-2 text-sm text-ink group-hover:underline">{`Photo ${photo.index}: ${photo.name}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
