// The opening helper's browser-safe door: its page, the pure fitting function and its address.
export { OpeningPage } from "./ui/OpeningPage";
export { fitOpening, type PriceRange, type SystemAnswer, type SystemFit, type SystemMiss, type SystemPrices } from "./fit-opening";
export { openingPath, openingSearch, readOpeningQuery, type OpeningQuery } from "./opening-query";
export type { Layout, PanelGroup } from "./layout";
export { quoteLayoutFields, quoteLayoutSearch, readQuoteLayout, type QuoteLayout } from "./quote-layout";
