import { ProductSections } from "~/features/catalogue";
import type { BlockProps } from "../block-props";

export function Placeholder({ value }: BlockProps<"placeholder">) {
  return <ProductSections sections={[value.section]} />;
}
