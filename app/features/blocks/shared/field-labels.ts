import type { FieldLabel } from "../define-block";

const LINK_HELP = "A page of the site such as /products, or a full address such as https://…";

/**
 * Labels and help of the fields many block kinds share (the shared fields of ./schema.ts, links,
 * kickers). A kind labels its own fields in its definition; any other field is its name in words.
 */
const sharedLabels: Readonly<Record<string, FieldLabel>> = {
  kicker: { help: "The small line above the heading." },
  call_to_action: { label: "Call to action" },
  url: { label: "Link", help: LINK_HELP },
  button_url: { label: "Link", help: LINK_HELP },
  button_text: { label: "Button text" },
  link_url: { label: "Link", help: LINK_HELP },
  image_url: { label: "Image file" },
  alt_text: { label: "Alternative text", help: "What the image shows, for people who cannot see it. Leave empty only for decoration." },
  width: { help: "The image's width in pixels." },
  height: { help: "The image's height in pixels." },
  desktop_lg_image: { label: "Crop for large screens" },
  desktop_image: { label: "Crop for desktops" },
  tablet_image: { label: "Crop for tablets" },
  mobile_image: { label: "Crop for phones" },
  video_id: { label: "Video id", help: "The id in the provider's address, e.g. dQw4w9WgXcQ for YouTube." },
  video_url: { label: "Video file or address" },
  basic_html: { label: "Text" },
  anchor_id: { label: "Anchor name", help: "Lower-case letters, digits and dashes; links ending in #name land here." },
};

function inWords(name: string): string {
  const words = name.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's label and help: the kind's own, else the shared ones, else its name in words. */
export function labelOf(name: string, own: Readonly<Record<string, FieldLabel | undefined>>): { label: string; help?: string } {
  const label = own[name]?.label ?? sharedLabels[name]?.label ?? inWords(name);
  const help = own[name]?.help ?? sharedLabels[name]?.help;
  return help ? { label, help } : { label };
}
