/**
 * Drawn for this site on a 24-unit grid (public/social/), so no icon font or library is shipped.
 * Each is a mask over the link's text colour: the paths stay out of every page's JavaScript.
 */
const iconNames = new Set(["facebook", "linkedin", "instagram", "twitter", "youtube", "pinterest"]);

export function hasSocialIcon(name: string): boolean {
  return iconNames.has(name.toLowerCase());
}

export function SocialIcon({ name, className = "size-5" }: { name: string; className?: string }) {
  if (!hasSocialIcon(name)) return null;
  return (
    <span
      aria-hidden="true"
      className={`block bg-current ${className}`}
      style={{ mask: `url(/social/${name.toLowerCase()}.svg) center / contain no-repeat` }}
    />
  );
}
