import sharp from "sharp";

/** A small JPEG of one colour: a visitor's photo for a lead form's upload. */
export function jpegPhoto(width: number, height: number, background: string): Promise<Buffer<ArrayBuffer>> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}
