/** SPEC §2: the networks an article can be shared to, in the order the buttons show. */
export const shareNetworks = ["houzz", "pinterest", "facebook", "twitter", "linkedin", "reddit", "tumblr"] as const;
export type ShareNetwork = (typeof shareNetworks)[number];

export const shareNetworkNames: Record<ShareNetwork, string> = {
  houzz: "Houzz",
  pinterest: "Pinterest",
  facebook: "Facebook",
  twitter: "Twitter",
  linkedin: "LinkedIn",
  reddit: "Reddit",
  tumblr: "Tumblr",
};

export type SharedPage = {
  /** The canonical URL of the article. */
  url: string;
  title: string;
  /** Absolute URL of the hero image, for the networks that pin a picture. */
  imageUrl?: string | undefined;
};

function withQuery(base: string, query: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) if (value) url.searchParams.set(name, value);
  return url.href;
}

/** Each network's own share address: a plain link, so no third-party script is loaded. */
export function shareUrl(network: ShareNetwork, page: SharedPage): string {
  const { url, title, imageUrl } = page;
  switch (network) {
    case "houzz":
      return withQuery("https://www.houzz.com/imageClipperUpload", { link: url, title, imageUrl, source: "button" });
    case "pinterest":
      return withQuery("https://www.pinterest.com/pin/create/button/", { url, media: imageUrl, description: title });
    case "facebook":
      return withQuery("https://www.facebook.com/sharer/sharer.php", { u: url });
    case "twitter":
      return withQuery("https://twitter.com/intent/tweet", { url, text: title });
    case "linkedin":
      return withQuery("https://www.linkedin.com/sharing/share-offsite/", { url });
    case "reddit":
      return withQuery("https://www.reddit.com/submit", { url, title });
    case "tumblr":
      return withQuery("https://www.tumblr.com/widgets/share/tool", { canonicalUrl: url, title });
  }
}
