import { ProductSections, ProductSubNav } from "~/features/catalogue";
import type { BlockProps } from "../block-props";

export function ComponentPlaceholder({ value }: BlockProps<"component_placeholder">) {
  return (
    <>
      {value.sections.length > 1 ? <ProductSubNav title={value.title} sections={value.sections} /> : null}
      <ProductSections sections={value.sections} />
    </>
  );
}
