import type { ReactNode } from "react";

const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 1.5, strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** Drawn for this site on a 24-unit grid, so no icon font or library is shipped. */
const glyphs: Record<string, ReactNode> = {
  facebook: <path d="M15.5 3.5h-2.2a3.8 3.8 0 0 0-3.8 3.8v2.9H7v3.3h2.5v7h3.3v-7h2.6l.5-3.3h-3.1V7.6c0-.6.4-1 1-1h1.7Z" />,
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5v6M12 16.5v-6m0 2.5a2.5 2.5 0 0 1 5 0v3.5" />
      <circle cx="8" cy="7.6" r=".5" fill="currentColor" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
    </>
  ),
  twitter: (
    <path d="M20.5 6.2a7 7 0 0 1-2 .6 3.5 3.5 0 0 0 1.5-2 7 7 0 0 1-2.2.9 3.5 3.5 0 0 0-6 3.2A9.9 9.9 0 0 1 4.6 5.2a3.5 3.5 0 0 0 1.1 4.7 3.5 3.5 0 0 1-1.6-.4 3.5 3.5 0 0 0 2.8 3.4 3.5 3.5 0 0 1-1.6.1 3.5 3.5 0 0 0 3.3 2.4 7 7 0 0 1-5.1 1.4A9.9 9.9 0 0 0 19 8.4v-.5a7 7 0 0 0 1.5-1.7Z" />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.2 9.4 4.6 2.6-4.6 2.6Z" fill="currentColor" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m11 11.5-2 9m1.1-5.2c.6 1 1.6 1.4 2.6 1.4 2.3 0 3.8-2 3.8-4.4 0-2.5-2-4.3-4.6-4.3-2.8 0-4.6 2-4.6 4.3 0 1 .4 1.9 1 2.3" />
    </>
  ),
};

export function hasSocialIcon(name: string): boolean {
  return Object.hasOwn(glyphs, name.toLowerCase());
}

export function SocialIcon({ name, className = "size-5" }: { name: string; className?: string }) {
  const glyph = glyphs[name.toLowerCase()];
  if (!glyph) return null;
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...stroke}>
      {glyph}
    </svg>
  );
}
