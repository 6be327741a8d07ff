/** Labels of block fields whose names do not read well on their own; the rest are their names in words. */
const labels: Record<string, string> = {
  qa_combo: "Questions and answers",
  cta: "Call to action",
  call_to_action: "Call to action",
  url: "Link",
  button_url: "Link",
  button_text: "Button text",
  link_url: "Link",
  image_url: "Image file",
  alt_text: "Alternative text",
  basic_html: "Text",
  copy_text: "Text",
  code_snippet: "HTML to embed",
  anchor_id: "Anchor name",
  bg_color: "Background colour",
  text_color: "Text colour",
  is_active: "Shown on the site",
  desktop_lg_image: "Crop for large screens",
  desktop_image: "Crop for desktops",
  tablet_image: "Crop for tablets",
  mobile_image: "Crop for phones",
  video_id: "Video id",
  video_url: "Video file or address",
  step_keys: "Sections",
};

/** Help shown under a field, for the fields whose purpose is not plain from their label. */
export const fieldHelp: Record<string, string> = {
  kicker: "The small line above the heading.",
  anchor_id: "Lower-case letters, digits and dashes; links ending in #name land here.",
  alt_text: "What the image shows, for people who cannot see it. Leave empty only for decoration.",
  url: "A page of the site such as /products, or a full address such as https://…",
  button_url: "A page of the site such as /products, or a full address such as https://…",
  link_url: "A page of the site such as /products, or a full address such as https://…",
  video_id: "The id in the provider's address, e.g. dQw4w9WgXcQ for YouTube.",
  code_snippet: "Only iframes and markup the sanitiser allows are kept.",
  width: "The image's width in pixels.",
  height: "The image's height in pixels.",
};

export function fieldLabel(name: string): string {
  const known = labels[name];
  if (known) return known;
  const words = name.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
