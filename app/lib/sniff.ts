export type ImageKind = { extension: string; contentType: string };

/** How many leading bytes `sniffImage` needs. */
export const SNIFF_BYTES = 16;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The image type of a file by its magic bytes, never by its name or declared type; null for
 * anything that is not a photo format we accept (SVG is refused: it can carry scripts).
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: "jpg", contentType: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { extension: "png", contentType: "image/png" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { extension: "gif", contentType: "image/gif" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { extension: "webp", contentType: "image/webp" };
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return { extension: "avif", contentType: "image/avif" };
    // Phones (iPhone above all) save photos as HEIC.
    if (["heic", "heix", "hevc", "hevx", "mif1", "msf1"].includes(brand)) return { extension: "heic", contentType: "image/heic" };
  }
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return { extension: "tif", contentType: "image/tiff" };
  return null;
}

export type MediaKind = "image" | "pdf" | "video";
export type SniffedMedia = ImageKind & { kind: MediaKind };

// Brands of ISO base media files that browsers play as MP4 (H.264/AAC); QuickTime ("qt  ") is not among them.
const mp4Brands = ["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "M4V ", "dash"];
// Photos that every browser shows; HEIC and TIFF are left to the lead forms, which only store them.
const webImageTypes = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"];

/** A file for the media library by its magic bytes: a web image, a PDF or an MP4 video; null for anything else. */
export function sniffMedia(bytes: Uint8Array): SniffedMedia | null {
  const image = sniffImage(bytes);
  if (image) return webImageTypes.includes(image.contentType) ? { ...image, kind: "image" } : null;
  if (ascii(bytes, 0, 5) === "%PDF-") return { kind: "pdf", extension: "pdf", contentType: "application/pdf" };
  if (ascii(bytes, 4, 8) === "ftyp" && mp4Brands.includes(ascii(bytes, 8, 12)))
    return { kind: "video", extension: "mp4", contentType: "video/mp4" };
  return null;
}

/** The containers technical documents come in: PDF, OLE compound files (DOC, XLS, PPT, RFA), ZIP (DOCX, XLSX, PPTX, ZIP) and DWG. */
export type DocumentContainer = "pdf" | "ole" | "zip" | "dwg";

/** A technical document's container by its magic bytes (its name then says which format inside); null for anything else. */
export function sniffDocumentContainer(bytes: Uint8Array): DocumentContainer | null {
  if (ascii(bytes, 0, 5) === "%PDF-") return "pdf";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "ole";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return "zip";
  // AutoCAD drawings open with their version: AC1015, AC1018, ... AC1032.
  if (/^AC\d{4}$/.test(ascii(bytes, 0, 6))) return "dwg";
  return null;
}
