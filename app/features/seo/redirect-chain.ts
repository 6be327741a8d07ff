import { type Redirect, type RedirectStatus, isLocalTarget, redirectKey, targetKey } from "./redirect-schema";

/** A chain of redirects is followed at most this far before the visitor is sent on. */
export const MAX_REDIRECT_HOPS = 5;

export type ResolvedRedirect = { location: string; status: RedirectStatus; hops: number };

const temporaryOf: Record<RedirectStatus, RedirectStatus> = { 301: 302, 302: 302, 307: 307, 308: 307 };

/**
 * Where a request for `pathname` ends up: the chain is followed server side (old site -> older
 * redirect -> page) so the visitor gets one hop. Permanent only when every hop is; a loop
 * answers null (the page renders as if no redirect existed) and `onLoop` is told.
 */
export function resolveRedirect(
  table: ReadonlyMap<string, Redirect>,
  pathname: string,
  onLoop: (path: string) => void = () => {},
): ResolvedRedirect | null {
  const first = table.get(redirectKey(pathname));
  if (!first) return null;
  const seen = new Set([redirectKey(pathname)]);
  let current = first;
  let permanent = first.status === 301 || first.status === 308;
  let hops = 1;
  while (isLocalTarget(current.to) && hops < MAX_REDIRECT_HOPS) {
    const key = targetKey(current.to);
    if (seen.has(key)) {
      onLoop(pathname);
      return null;
    }
    const next = table.get(key);
    if (!next) break;
    seen.add(key);
    permanent &&= next.status === 301 || next.status === 308;
    current = next;
    hops += 1;
  }
  return { location: current.to, status: permanent ? first.status : temporaryOf[first.status], hops };
}
