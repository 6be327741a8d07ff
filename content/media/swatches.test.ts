import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SWATCH_SIZE, swatchImages } from "./swatches";

describe("swatch images", () => {
  const images = swatchImages();

  it("name one file per finish, a chip per color and a grain per wood", () => {
    const files = images.map((image) => image.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toContain("swatches/colors/shadow-black.jpg");
    expect(files).toContain("swatches/woods/sapele-mahogany.jpg");
    expect(files).toContain("swatches/hardware/bronze.jpg");
    expect(images.find((image) => image.file.startsWith("swatches/woods/"))?.svg()).toContain("feTurbulence");
  });

  it("render as square JPEGs", async () => {
    const wood = images.find((image) => image.file === "swatches/woods/black-walnut.jpg")!;
    const { width, height } = await sharp(Buffer.from(wood.svg()))
      .jpeg()
      .toBuffer({ resolveWithObject: true })
      .then((result) => result.info);
    expect([width, height]).toEqual([SWATCH_SIZE, SWATCH_SIZE]);
  });
});
