import { Link } from "react-router";

type LogoProps = { brand: string; tone?: "dark" | "light"; onClick?: () => void };

/**
 * The wordmark: a frame with its panels folded away to one side, then the brand name. The
 * first word of the brand is the name, the rest its descriptor ("LaCantina" / "Doors").
 */
export function Logo({ brand, tone = "dark", onClick }: LogoProps) {
  const [name, ...rest] = brand.split(" ");
  const light = tone === "light";
  return (
    <Link to="/" onClick={onClick} className="flex shrink-0 items-center gap-3">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5">
        <rect x="1.75" y="1.75" width="28.5" height="28.5" className={light ? "text-white/60" : "text-ink"} />
        <path d="M20 6v20M23.5 6v20M27 6v20" className={light ? "text-sand" : "text-bronze"} />
      </svg>
      {/* The link's name is its visible text (WCAG 2.5.3); the space keeps the two words apart for screen readers. */}
      <span className="flex flex-col leading-none">
        <span className={`text-[15px] font-medium uppercase tracking-[0.34em] ${light ? "text-white" : "text-ink"}`}>{name}</span>
        {rest.length > 0 ? " " : null}
        {rest.length > 0 ? (
          <span className={`mt-1.5 text-[9px] font-medium uppercase tracking-[0.62em] ${light ? "text-white/60" : "text-stone"}`}>
            {rest.join(" ")}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
