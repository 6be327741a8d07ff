import fc from "fast-check";
import { describe, expect, it } from "vitest";
import enCA from "~/i18n/messages/en-CA.json";
import frCA from "~/i18n/messages/fr-CA.json";
import { type FormatLocale, SOURCE_FORMAT, formatFeetInches, formatLength } from "~/i18n/units/units";
import { lengthInUnit } from "~/lib/length";
import { parseSize } from "./parse-size";

const inches = (text: string, unit: "in" | "mm" = "in") => {
  const parsed = parseSize(text, unit, "width");
  return parsed.ok ? parsed.inches : parsed.message;
};
const message = (text: string, unit: "in" | "mm" = "in") => {
  const parsed = parseSize(text, unit, "width");
  return parsed.ok ? `read as ${parsed.inches} in` : parsed.message;
};

describe("reading a size as a visitor writes it", () => {
  it.each([
    [`16' 4"`, 196],
    [`16'4"`, 196],
    [`16’ 4”`, 196],
    [`16′ 4″`, 196],
    ["16 ft 4 in", 196],
    ["16ft 4in", 196],
    ["16 ft. 4 in.", 196],
    ["16 feet 4 inches", 196],
    ["1 foot 6 inches", 18],
    ["16 ft", 192],
    ["16'", 192],
    [`16' 4`, 196],
    [`16' 4 1/2"`, 196.5],
    ["16.5 ft", 198],
    ["196 in", 196],
    ["196in", 196],
    [`196"`, 196],
    ["196''", 196],
    ["196 inches", 196],
    ["196 1/2 in", 196.5],
    ["196", 196],
    ["196.25", 196.25],
    ["  196  ", 196],
    ["196 IN", 196],
  ])("%s is %s in", (text, expected) => {
    expect(inches(text)).toBeCloseTo(expected, 9);
  });

  it.each([
    ["4980 mm", 4980],
    ["4980mm", 4980],
    ["4,980 mm", 4980],
    ["498 cm", 4980],
    ["4.98 m", 4980],
  ])("%s is %s mm whatever the unit switch says", (text, mm) => {
    expect(inches(text, "in")).toBeCloseTo(mm / 25.4, 9);
    expect(inches(text, "mm")).toBeCloseTo(mm / 25.4, 9);
  });

  it.each([
    ["2\u00a0438\u00a0mm", 2438],
    ["2\u202f438 mm", 2438],
    ["2 438", 2438],
    ["2,5 m", 2500],
    ["243,8 cm", 2438],
    ["2438,5", 2438.5],
  ])("%j is %s mm as a French reader writes it", (text, mm) => {
    expect(inches(text, "mm")).toBeCloseTo(mm / 25.4, 9);
  });

  it.each([
    ["16 pi 4 po", 196],
    ["16 pieds 4 pouces", 196],
    ["196 po", 196],
    ["4 1/2 po", 4.5],
  ])("%s is %s in as Quebec writes feet and inches", (text, expected) => {
    expect(inches(text)).toBeCloseTo(expected, 9);
  });

  it("reads a bare number in the unit of the switch", () => {
    expect(inches("4980", "mm")).toBeCloseTo(4980 / 25.4, 9);
    expect(inches("196", "in")).toBe(196);
  });

  it("asks for a size when there is none", () => {
    expect(message("")).toBe("Enter the opening's width.");
    expect(message("   ")).toBe("Enter the opening's width.");
  });

  it.each([
    "sixteen feet",
    "16 yards",
    "abc",
    "1e309",
    "1e3",
    "\u0000",
    "19\u00006",
    "16 ft 4 in 3",
    "NaN",
    "Infinity",
    "0x10",
    "4 1/0 in",
  ])("refuses %j with a message at the field", (text) => {
    expect(message(text)).toMatch(/^That is not a size we can read\. Write it in feet and inches/);
  });

  it("refuses negative and zero sizes", () => {
    expect(message("-196")).toBe("The width must be more than zero.");
    expect(message("-16 ft")).toBe("The width must be more than zero.");
    expect(message("0")).toBe("The width must be more than zero.");
    expect(message("0 ft 0 in")).toBe("The width must be more than zero.");
  });

  it("refuses a mile wide, and says when the digits would make sense in millimetres", () => {
    expect(message("5280 ft")).toBe("That is more than 300 ft, larger than any opening we make doors for.");
    expect(message("99999999999999999999")).toBe("That is more than 300 ft, larger than any opening we make doors for.");
    expect(message("4980")).toBe(
      "That is more than 300 ft, larger than any opening we make doors for. If you meant 4980 mm, switch the unit to millimetres.",
    );
  });

  it("says what is wrong in the page's locale", () => {
    const french = (text: string, field: "width" | "height" | "width2", unit: "in" | "mm" = "mm") => {
      const parsed = parseSize(text, unit, field, { tag: "fr-CA", units: "metric", messages: frCA });
      return parsed.ok ? parsed.inches : parsed.message;
    };
    expect(french("", "height")).toBe("Entrez la hauteur de l’ouverture.");
    expect(french("-3", "width2")).toBe("La largeur du deuxième mur doit être supérieure à zéro.");
    expect(french("abc", "width")).toMatch(/^Nous ne pouvons pas lire cette dimension\. Écrivez-la en pieds et pouces/);
    expect(french("4980", "width", "in")).toBe(
      "C’est plus de 300 pi, plus grand que toute ouverture pour laquelle nous fabriquons des portes. Si vous vouliez dire 4980 mm, choisissez les millimètres comme unité.",
    );
  });

  it("refuses text longer than any size before reading it", () => {
    expect(message(`${"1".repeat(41)}`)).toMatch(/^That is too long for a size/);
  });
});

const canadian: FormatLocale = { tag: "en-CA", units: "metric", messages: enCA };
const french: FormatLocale = { tag: "fr-CA", units: "metric", messages: frCA };

describe("what the page writes, it reads back", () => {
  it.each([SOURCE_FORMAT, canadian, french])(
    "reads every length written in feet and inches, or in millimetres, as the same length in $tag",
    (locale) => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 300 * 12 * 8 }), (eighths) => {
          const length = eighths / 8;
          expect(inches(formatFeetInches(length, locale))).toBe(length);
          expect(inches(lengthInUnit(length, "in"))).toBe(length);
          expect(inches(formatLength(length, "mm", locale), "in")).toBeCloseTo(Math.round(length * 25.4) / 25.4, 9);
          expect(inches(lengthInUnit(length, "mm"), "mm")).toBeCloseTo(Math.round(length * 25.4) / 25.4, 9);
        }),
      );
    },
  );
});
