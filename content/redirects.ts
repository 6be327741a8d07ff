import type { RedirectInput } from "../app/features/seo/index.server";

/**
 * Addresses of the previous site kept alive (SPEC §9): imported with the demo content, editable
 * here and loaded again by `npm run content:import`.
 */
export const redirects: RedirectInput[] = [
  { from: "/folding-glass-doors", to: "/products/folding-doors", status: 301 },
  { from: "/sliding-glass-doors", to: "/products/sliding-doors", status: 301 },
  { from: "/swing-doors", to: "/products/swing-doors", status: 301 },
  { from: "/retractable-screens", to: "/products/screens", status: 301 },
  { from: "/warranty", to: "/support/warranty", status: 301 },
  { from: "/faq", to: "/support/faqs", status: 301 },
  { from: "/gallery", to: "/image-gallery", status: 301 },
  { from: "/videos", to: "/video-gallery", status: 301 },
  { from: "/dealer-application", to: "/become-dealer", status: 301 },
  // An address of the site before the previous one, which pointed at the one above: one hop now.
  { from: "/doors/folding", to: "/folding-glass-doors", status: 301 },
  // A seasonal campaign address: temporary, so it can point elsewhere next year.
  { from: "/rebuild", to: "/support/la-rebuild-program", status: 302 },
];
