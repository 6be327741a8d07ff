import { type ComponentType, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useSite } from "~/lib/use-site";
import type { DealerMapProps } from "./DealerMap";

type MapState = { kind: "closed" } | { kind: "loading" } | { kind: "open"; DealerMap: ComponentType<DealerMapProps> } | { kind: "failed" };

/**
 * "Show map": MapLibre's code is fetched only when the visitor asks, so it is no part of the page's
 * first load. No button without a configured style or without JavaScript; a map that cannot load
 * (offline, a style that fails) says so, and the list stays the answer.
 */
export function MapPanel(props: Omit<DealerMapProps, "styleUrl" | "onFail">) {
  const { mapStyleUrl } = useSite();
  const hydrated = useHydrated();
  const [state, setState] = useState<MapState>({ kind: "closed" });
  if (!mapStyleUrl || !hydrated) return null;

  function toggle() {
    if (state.kind !== "closed") return setState({ kind: "closed" });
    setState({ kind: "loading" });
    import("./DealerMap").then(
      ({ DealerMap }) => setState({ kind: "open", DealerMap }),
      () => setState({ kind: "failed" }),
    );
  }

  return (
    <div className="mb-6">
      <button
        type="button"
        aria-expanded={state.kind !== "closed"}
        aria-controls={state.kind === "closed" ? undefined : "dealer-map"}
        onClick={toggle}
        className="min-h-11 border border-ink px-5 text-sm font-semibold uppercase tracking-[0.12em] text-ink hover:bg-ink hover:text-white"
      >
        {state.kind === "closed" ? "Show map" : "Hide map"}
      </button>
      {state.kind === "closed" ? null : (
        <div id="dealer-map" role="region" aria-label="Map of the dealers listed" className="mt-4 h-96 w-full bg-sand">
          {state.kind === "loading" ? <p className="p-6 text-sm text-stone">Loading the map…</p> : null}
          {state.kind === "failed" ? (
            <p role="status" className="p-6 text-sm text-stone">
              The map could not be loaded. Every dealer is in the list below.
            </p>
          ) : null}
          {state.kind === "open" ? <state.DealerMap styleUrl={mapStyleUrl} {...props} onFail={() => setState({ kind: "failed" })} /> : null}
        </div>
      )}
    </div>
  );
}
