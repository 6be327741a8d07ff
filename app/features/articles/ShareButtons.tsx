import { type SharedPage, shareNetworkNames, shareNetworks, shareUrl } from "./share-links";

/** SPEC §2 share buttons: each network's share address in a new tab; no third-party script. */
export function ShareButtons({ page }: { page: SharedPage }) {
  return (
    <nav aria-label="Share this article" className="print:hidden">
      <ul className="flex flex-wrap items-center gap-2">
        <li className="mr-2 text-xs font-semibold uppercase tracking-[0.14em] text-stone" aria-hidden="true">
          Share
        </li>
        {shareNetworks.map((network) => (
          <li key={network}>
            <a
              href={shareUrl(network, page)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Share on ${shareNetworkNames[network]} (opens in a new tab)`}
              className="inline-flex min-h-11 items-center border border-line px-3 text-xs font-semibold uppercase tracking-[0.1em] text-ink transition-colors hover:border-bronze hover:text-bronze-dark"
            >
              {shareNetworkNames[network]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
