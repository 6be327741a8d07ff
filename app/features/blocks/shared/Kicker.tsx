/** The small uppercase line above a block's heading. */
export function Kicker({ children, className = "text-bronze" }: { children: string; className?: string }) {
  return <p className={`mb-3 text-sm font-semibold uppercase tracking-[0.2em] ${className}`}>{children}</p>;
}
