import type { BlockProps } from "~/features/blocks";
import { ProductSections } from "../../ui/ProductSections";

export function Placeholder({ value }: BlockProps<"placeholder">) {
  return <ProductSections sections={[value.section]} />;
}
