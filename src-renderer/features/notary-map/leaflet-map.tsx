import 'leaflet/dist/leaflet.css';
import { control, icon, latLngBounds, type LeafletKeyboardEvent, map as createMap, marker as createMarker, tileLayer } from 'leaflet/dist/leaflet-src.esm.js';
// Leaflet's pin images, bundled with the chunk (Vite inlines or hashes them): never a CDN.
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import type { MapConfigResponse } from '../../../src-domain/http/routes/map-config.ts';
import type { MapMarker } from './map-marker.ts';
import type { MapTexts } from './map-texts.ts';

export interface LeafletMapProps {
  markers: readonly MapMarker[];
  tiles: MapConfigResponse;
  texts: MapTexts;
  /** The map's accessible name. */
  label: string;
  /** A marker clicked, or focused and Enter pressed. */
  onActivate?: ((marker: MapMarker) => void) | undefined;
  /** The first tile that failed to load: the background is missing, the markers are not. */
  onTilesFailed: () => void;
}

// Leaflet's default icon finds its images through a CSS trick that breaks with hashed asset
// names; the same pin, with the bundled URLs.
const PIN = icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

const SINGLE_ZOOM = 16;
const MAX_FIT_ZOOM = 15;

/**
 * The Leaflet map itself, in its own lazily loaded chunk with Leaflet and its CSS, so the
 * registry pages stay small. Markers are keyboard-focusable buttons named by `label` (Leaflet's
 * `keyboard` and `alt` options); they work without a single tile.
 */
export default function LeafletMap({ markers, tiles, texts, label, onActivate, onTilesFailed }: LeafletMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onActivate, onTilesFailed });
  useEffect(() => {
    callbacks.current = { onActivate, onTilesFailed };
  });
  const markersKey = JSON.stringify(markers);

  useEffect(() => {
    const element = container.current;
    const shown: readonly MapMarker[] = JSON.parse(markersKey) as MapMarker[];
    if (!element || shown.length === 0) return;
    const leaflet = createMap(element, { zoomControl: false, scrollWheelZoom: false });
    control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(leaflet);
    let failed = false;
    tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: tiles.maxZoom })
      .on('tileerror', () => {
        if (failed) return;
        failed = true;
        callbacks.current.onTilesFailed();
      })
      .addTo(leaflet);
    for (const item of shown) {
      createMarker([item.position.lat, item.position.lng], { icon: PIN, title: item.label, alt: item.label, keyboard: true })
        .on('click', () => callbacks.current.onActivate?.(item))
        // The marker is an <img role="button">: Enter and Space must act as on a real button.
        .on('keydown', (event: LeafletKeyboardEvent) => {
          const key = event.originalEvent.key;
          if ((key !== 'Enter' && key !== ' ') || !callbacks.current.onActivate) return;
          event.originalEvent.preventDefault();
          callbacks.current.onActivate(item);
        })
        .addTo(leaflet);
    }
    const [first] = shown;
    if (shown.length === 1 && first) leaflet.setView([first.position.lat, first.position.lng], SINGLE_ZOOM);
    else leaflet.fitBounds(latLngBounds(shown.map((item) => [item.position.lat, item.position.lng])), { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
    return () => {
      leaflet.remove();
    };
  }, [markersKey, tiles.tileUrl, tiles.attribution, tiles.maxZoom, texts.zoomIn, texts.zoomOut]);

  return <div ref={container} className="notary-map__canvas" role="region" aria-label={label} />;
}
