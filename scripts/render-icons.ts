// Renders the site's icons from public/favicon.svg: `npx tsx scripts/render-icons.ts`, after the logo changes.
// favicon.ico (16, 32 and 48 px) for browsers and crawlers that ask for /favicon.ico, the
// apple-touch-icon (opaque: iOS fills transparency with black) and the web manifest's icons.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve("public");
const svg = readFileSync(path.join(publicDir, "favicon.svg"));
const ink = "#1d1d1b";

const png = (size: number, background?: string) => {
  const image = sharp(svg, { density: 72 * (size / 64) * 2 }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
};

/** An ICO file whose entries are PNG images (https://en.wikipedia.org/wiki/ICO_(file_format)). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const icoSizes = [16, 32, 48];
writeFileSync(path.join(publicDir, "favicon.ico"), ico(await Promise.all(icoSizes.map(async (size) => ({ size, data: await png(size) })))));
writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await png(180, ink));
for (const size of [192, 512]) writeFileSync(path.join(publicDir, `icon-${size}.png`), await png(size));
console.log("wrote public/favicon.ico, apple-touch-icon.png, icon-192.png and icon-512.png");
