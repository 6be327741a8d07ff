import { formatFeetInches } from "~/lib/length";

/** A maximum as the product pages' sizing tables write it: "Up to 65 ft", "Up to 3 ft 6 in". */
export const upTo = (inches: number): string => `Up to ${formatFeetInches(inches)}`;
