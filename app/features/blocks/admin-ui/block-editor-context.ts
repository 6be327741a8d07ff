import { createContext, useContext } from "react";
import type { FocalPoint } from "~/lib/focal-point";
import type { FieldErrors } from "../block-form";

/** What every field of the block editor needs from the page: the server's errors and the lists its pickers offer. */
export type BlockEditorSettings = {
  errors: FieldErrors;
  /** The id of the <datalist> of the site's addresses, for link fields. */
  sitePathsListId: string;
  /** Opens the media library's picker; resolves with the chosen item, or null when closed without one. */
  chooseMedia?: (kind: "image" | "video" | "pdf") => Promise<ChosenMedia | null>;
};

/** An item of the media library as a field takes it; its focal point, if any, comes along to each use. */
export type ChosenMedia = { url: string; alt: string; width: number | null; height: number | null; focalPoint?: FocalPoint | null };

export const BlockEditorContext = /* @__PURE__ */ createContext<BlockEditorSettings>({ errors: {}, sitePathsListId: "" });

export function useBlockEditor(): BlockEditorSettings {
  return useContext(BlockEditorContext);
}
