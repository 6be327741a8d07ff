import type { Section } from "../types";

/** The in-page anchor of a section: `#additional-options` for "Additional Options". */
export const sectionAnchor = (section: Pick<Section, "stepKey">) => section.stepKey.toLowerCase().replace(/[^a-z0-9]+/g, "-");

export const sectionTitle = (section: Pick<Section, "label" | "rename">) => section.rename ?? section.label;
