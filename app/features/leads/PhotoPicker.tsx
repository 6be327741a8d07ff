import { useEffect, useState, type ChangeEvent } from "react";
import { FieldErrors, Label } from "./Fields";
import { PHOTOS_MAX_TOTAL_BYTES, PHOTOS_TOO_LARGE_MESSAGE } from "./options";

type Preview = { name: string; size: number; url: string };

const formatSize = (bytes: number) => (bytes > 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} KB`);

type PhotoPickerProps = {
  errors?: string[];
  onTooLarge: (tooLarge: boolean) => void;
  /** A form that needs at least one photo (options.ts `leadFormPhotos`). */
  required?: boolean;
};

/** The photos a form carries: previews and their running total, which must stay under 100 MB (SPEC §9). */
export function PhotoPicker({ errors, onTooLarge, required = false }: PhotoPickerProps) {
  const [previews, setPreviews] = useState<Preview[]>([]);
  const total = previews.reduce((sum, preview) => sum + preview.size, 0);
  const tooLarge = total >= PHOTOS_MAX_TOTAL_BYTES;

  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    const next = files.map((file) => ({ name: file.name, size: file.size, url: URL.createObjectURL(file) }));
    setPreviews(next);
    onTooLarge(next.reduce((sum, preview) => sum + preview.size, 0) >= PHOTOS_MAX_TOTAL_BYTES);
  };

  const shownErrors = tooLarge ? [PHOTOS_TOO_LARGE_MESSAGE] : errors;
  return (
    <div>
      <Label htmlFor="photo" label="Photos" required={required} />
      <input
        id="photo"
        name="photo[]"
        type="file"
        accept="image/*"
        multiple
        required={required}
        onChange={choose}
        aria-invalid={shownErrors?.length ? true : undefined}
        aria-describedby={`photo-hint${shownErrors?.length ? " photo-error" : ""}`}
        className="block w-full text-sm file:mr-4 file:border-0 file:bg-sand file:px-4 file:py-2.5 file:font-semibold"
      />
      <p id="photo-hint" className="mt-1 text-sm text-stone">
        {required ? "Photos only, under 100 MB in all." : "Optional. Photos only, under 100 MB in all."}
        {previews.length > 0 ? ` ${previews.length} selected, ${formatSize(total)} in all.` : ""}
      </p>
      {previews.length > 0 ? (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Selected photos">
          {previews.map((preview) => (
            <li key={preview.url}>
              <img src={preview.url} alt={preview.name} width={160} height={120} className="aspect-4/3 w-full object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      <FieldErrors name="photo" errors={shownErrors} />
    </div>
  );
}
