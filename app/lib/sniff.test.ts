import { describe, expect, it } from "vitest";
import { sniffDocumentContainer, sniffImage, sniffMedia } from "./sniff";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe("sniffImage", () => {
  it.each([
    ["jpg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF")],
    ["png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ["gif", bytes("GIF89a", [1, 0, 1, 0])],
    ["webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["heic", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0])],
    ["avif", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0])],
  ])("knows a %s by its magic bytes", (extension, file) => {
    expect(sniffImage(file)?.extension).toBe(extension);
  });

  it.each([
    ["an HTML page named photo.jpg", bytes("<html><script>")],
    ["an SVG image", bytes('<svg xmlns="http://')],
    ["a PDF", bytes("%PDF-1.7\n")],
    ["an MP4 video", bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 0, 0])],
    ["an empty file", bytes()],
  ])("refuses %s", (_name, file) => {
    expect(sniffImage(file)).toBeNull();
  });
});

describe("sniffMedia", () => {
  it.each([
    ["image", "jpg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF")],
    ["image", "avif", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0])],
    ["pdf", "pdf", bytes("%PDF-1.7\n")],
    ["video", "mp4", bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 0, 0])],
    ["video", "mp4", bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0])],
  ])("takes a %s (.%s) by its magic bytes", (kind, extension, file) => {
    expect(sniffMedia(file)).toMatchObject({ kind, extension });
  });

  it.each([
    ["a HEIC photo, which browsers do not show", bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0])],
    ["a QuickTime movie", bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 0, 0])],
    ["an SVG image", bytes('<svg xmlns="http://')],
    ["an HTML page named brochure.pdf", bytes("<html>%PDF-")],
    ["an empty file", bytes()],
  ])("refuses %s", (_name, file) => {
    expect(sniffMedia(file)).toBeNull();
  });
});

describe("sniffDocumentContainer", () => {
  it.each([
    ["pdf", bytes("%PDF-1.7\n")],
    ["ole", bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])],
    ["zip", bytes("PK", [3, 4, 20, 0])],
    ["zip", bytes("PK", [5, 6, 0, 0])],
    ["dwg", bytes("AC1032", [0, 0])],
  ])("knows a %s container by its magic bytes", (container, file) => {
    expect(sniffDocumentContainer(file)).toBe(container);
  });

  it.each([
    ["an HTML page named drawing.dwg", bytes("<html><script>")],
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF")],
    ["text that starts like a drawing", bytes("AC/DC live")],
    ["an empty file", bytes()],
  ])("refuses %s", (_name, file) => {
    expect(sniffDocumentContainer(file)).toBeNull();
  });
});
