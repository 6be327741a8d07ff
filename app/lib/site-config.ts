type Phone = { label: string; tel: string };

/**
 * Everything about the company that pages show; one place, with defaults. A plain type, not a
 * zod schema: the header and footer ship it to the browser (docs/decisions/0002).
 */
export type SiteConfig = {
  brand: string;
  legalName: string;
  canonicalHost: string;
  phone: Phone;
  salesPhone: Phone;
  servicePhone: Phone;
  address: string;
  privacyPolicyUrl: string;
  social: { name: string; url: string }[];
  /** The lead forms' captcha, when one is configured: a public site key, safe to ship. */
  captcha: { provider: "turnstile" | "hcaptcha" | "recaptcha"; siteKey: string } | null;
  /** The Google Tag Manager container, when one is configured: loaded after statistics consent. */
  gtmContainerId: string | null;
  /** The MapLibre style of the dealer locator's map (MAP_STYLE_URL); none offers no map. */
  mapStyleUrl: string | null;
  /** Whether the lead forms' "Send me product news" box starts ticked (SPEC §5), as staff set it. */
  productNewsTicked: boolean;
  /**
   * The page's locale (decision 0055): its tag, which its structured data names, and its address
   * prefix (`/fr-ca`), which its canonical addresses carry. Set by the root loader for the page;
   * none is the default locale's.
   */
  locale?: { tag: string; prefix: string };
};

export const defaultSiteConfig: SiteConfig = {
  brand: "LaCantina Doors",
  legalName: "LaCantina Doors, Inc.",
  canonicalHost: "www.lacantinadoors.com",
  phone: { label: "(888) 221-0141", tel: "+18882210141" },
  salesPhone: { label: "(888) 221-0141", tel: "+18882210141" },
  servicePhone: { label: "(888) 221-0142", tel: "+18882210142" },
  address: "1875 Ord Way, Oceanside, CA 92056",
  privacyPolicyUrl: "https://www.iubenda.com/privacy-policy/lacantina",
  social: [
    { name: "Facebook", url: "https://www.facebook.com/lacantinadoors" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/lacantina-doors" },
    { name: "Instagram", url: "https://www.instagram.com/lacantinadoors" },
    { name: "Twitter", url: "https://twitter.com/lacantinadoors" },
    { name: "YouTube", url: "https://www.youtube.com/user/LaCantinaDoors" },
    { name: "Pinterest", url: "https://www.pinterest.com/lacantinadoors" },
  ],
  captcha: null,
  gtmContainerId: null,
  mapStyleUrl: null,
  productNewsTicked: true,
};
