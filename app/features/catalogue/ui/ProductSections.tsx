import type { Section } from "../types";
import { ProductSection } from "./ProductSection";

/** The sections in catalogue order; light and tinted bands alternate so each reads as a chapter. */
export function ProductSections({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <ProductSection key={section.stepKey} section={section} alternate={index % 2 === 1} />
      ))}
    </>
  );
}
