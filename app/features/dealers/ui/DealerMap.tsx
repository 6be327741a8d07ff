import { useState } from "react";
import { Map as MapView, Marker, NavigationControl } from "@vis.gl/react-maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
// Served from the site itself, so the worker needs no blob: in the CSP (maplibre-gl 6 resolves it beside its own module).
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { DealerNearby } from "../dealer";
import type { LatLng } from "../geo";

export type DealerMapProps = {
  styleUrl: string;
  place: LatLng & { label: string };
  dealers: DealerNearby[];
  /** The style could not be loaded (offline, a wrong MAP_STYLE_URL): the page says so and keeps the list. */
  onFail: () => void;
};

function boundsOf(points: LatLng[]): [[number, number], [number, number]] {
  const lngs = points.map((point) => point.lng);
  const lats = points.map((point) => point.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** The dealers of the list and the searched point on a MapLibre map; loaded only when the visitor asks for it. */
export function DealerMap({ styleUrl, place, dealers, onFail }: DealerMapProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <MapView
      mapStyle={styleUrl}
      workerUrl={workerUrl}
      initialViewState={{
        bounds: boundsOf([place, ...dealers.map((dealer) => dealer.location)]),
        fitBoundsOptions: { padding: 48, maxZoom: 12 },
      }}
      style={{ width: "100%", height: "100%" }}
      attributionControl={{ compact: true }}
      onLoad={() => setLoaded(true)}
      // A tile that fails later is the map's own business; a style that never loads is a map that cannot be shown.
      onError={() => {
        if (!loaded) onFail();
      }}
    >
      <NavigationControl showCompass={false} />
      <Marker longitude={place.lng} latitude={place.lat} color="#8a6a45" />
      {dealers.map((dealer, index) => (
        <Marker key={dealer.slug} longitude={dealer.location.lng} latitude={dealer.location.lat} anchor="bottom">
          <span
            title={dealer.name}
            className="grid size-7 place-items-center rounded-full border-2 border-white bg-ink text-xs font-semibold text-white shadow"
          >
            {index + 1}
          </span>
        </Marker>
      ))}
    </MapView>
  );
}
