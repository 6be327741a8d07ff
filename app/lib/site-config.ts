import { z } from "zod";

/** Everything about the company that pages show; one place, with defaults, overridable by env. */
export const SiteConfigSchema = z.object({
  brand: z.string().min(1),
  legalName: z.string().min(1),
  canonicalHost: z.string().min(1),
  phone: z.object({ label: z.string(), tel: z.string() }),
  salesPhone: z.object({ label: z.string(), tel: z.string() }),
  servicePhone: z.object({ label: z.string(), tel: z.string() }),
  address: z.string(),
  privacyPolicyUrl: z.url(),
  social: z.array(z.object({ name: z.string(), url: z.url() })),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

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
};
