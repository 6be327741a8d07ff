import { describe, expect, it } from "vitest";
import { shareNetworks, shareUrl } from "./share-links";

const page = {
  url: "https://www.lacantinadoors.com/blog/bringing-the-outdoors-in",
  title: "Bringing the Outdoors In & More",
  imageUrl: "https://www.lacantinadoors.com/media/blog/x.jpg",
};
const params = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe("share URLs (SPEC §2)", () => {
  it("offers the seven networks in order", () => {
    expect(shareNetworks).toEqual(["houzz", "pinterest", "facebook", "twitter", "linkedin", "reddit", "tumblr"]);
  });

  it("carries the canonical URL and title in each network's share address", () => {
    expect(shareUrl("facebook", page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url)}`);
    expect(params(shareUrl("twitter", page))).toEqual({ url: page.url, text: page.title });
    expect(new URL(shareUrl("twitter", page)).origin).toBe("https://twitter.com");
    expect(params(shareUrl("linkedin", page))).toEqual({ url: page.url });
    expect(params(shareUrl("reddit", page))).toEqual({ url: page.url, title: page.title });
    expect(params(shareUrl("tumblr", page))).toEqual({ canonicalUrl: page.url, title: page.title });
    expect(params(shareUrl("pinterest", page))).toEqual({ url: page.url, media: page.imageUrl, description: page.title });
    expect(params(shareUrl("houzz", page))).toMatchObject({ link: page.url, title: page.title, imageUrl: page.imageUrl });
  });

  it("leaves the picture out when there is none", () => {
    expect(params(shareUrl("pinterest", { url: page.url, title: page.title }))).not.toHaveProperty("media");
  });
});
