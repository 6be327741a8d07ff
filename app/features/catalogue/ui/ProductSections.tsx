import type { ReactNode } from "react";
import type { Section } from "../types";
import { ProductSection } from "./ProductSection";

/** The sections in catalogue order; light and tinted bands alternate so each reads as a chapter. `sizing` closes the Sizing section. */
export function ProductSections({ sections, sizing }: { sections: Section[]; sizing?: ReactNode }) {
  return (
    <>
      {sections.map((section, index) => (
        <ProductSection key={section.stepKey} section={section} alternate={index % 2 === 1}>
          {section.stepKey === "Sizing" ? sizing : null}
        </ProductSection>
      ))}
    </>
  );
}
