import type { BlockProps } from "~/features/blocks";
import { ProductSections } from "../../ui/ProductSections";
import { ProductSubNav } from "../../ui/ProductSubNav";

export function ComponentPlaceholder({ value }: BlockProps<"component_placeholder">) {
  return (
    <>
      {value.sections.length > 1 ? <ProductSubNav title={value.title} sections={value.sections} /> : null}
      <ProductSections sections={value.sections} />
    </>
  );
}
