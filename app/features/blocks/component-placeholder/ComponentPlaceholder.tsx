import { ProductSections, ProductSubNav } from "~/features/catalogue";
import type { BlockProps } from "../registry";

export function ComponentPlaceholder({ value }: BlockProps<"component_placeholder">) {
  return (
    <>
      {value.sections.length > 1 ? <ProductSubNav title={value.title} sections={value.sections} /> : null}
      <ProductSections sections={value.sections} />
    </>
  );
}
