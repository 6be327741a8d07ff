import type { ReactNode } from "react";
import { previewSrc } from "~/lib/media";
import { joinPath } from "../block-form";
import { useBlockEditor } from "./block-editor-context";
import { smallButtonClass } from "./FieldFrame";

type ImageValue = { image_url?: unknown; alt_text?: unknown; focal_point?: unknown };

/**
 * An image field: a thumbnail of the chosen picture, a button that opens the media library, and
 * the picture's own fields (address, alternative text, caption, size, crops for other screens),
 * which the form draws as `children`.
 */
export function ImageFields({
  value,
  onChange,
  errorKey,
  children,
}: {
  value: unknown;
  onChange: (next: unknown) => void;
  errorKey: string;
  children: ReactNode;
}) {
  const { chooseMedia } = useBlockEditor();
  const image = (typeof value === "object" && value !== null ? value : {}) as ImageValue & Record<string, unknown>;
  const url = typeof image.image_url === "string" ? image.image_url : "";

  async function choose() {
    const chosen = await chooseMedia?.("image");
    if (!chosen) return;
    // The new picture's own focal point replaces the last one's; the editor may still move it for this use.
    const { focal_point: _last, ...rest } = image;
    onChange({
      ...rest,
      image_url: chosen.url,
      alt_text: chosen.alt,
      ...(chosen.width && chosen.height ? { width: chosen.width, height: chosen.height } : {}),
      ...(chosen.focalPoint ? { focal_point: chosen.focalPoint } : {}),
    });
  }

  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-4">
        {url ? (
          <img
            src={previewSrc(url, 320)}
            alt=""
            width={160}
            height={100}
            className="h-[100px] w-[160px] border border-line bg-linen object-cover"
          />
        ) : (
          <span className="grid h-[100px] w-[160px] place-items-center border border-dashed border-line text-xs text-stone">
            No image yet
          </span>
        )}
        {chooseMedia ? (
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => void choose()}
            aria-describedby={joinPath(errorKey, "image_url")}
          >
            Choose from the media library
          </button>
        ) : null}
      </div>
      {children}
    </div>
  );
}
