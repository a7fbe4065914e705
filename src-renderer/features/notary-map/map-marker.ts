import type { GeoPoint } from '../../../src-domain/http/routes/localized-text.ts';

/** One point on the notary map: an office, named for the eye and the screen reader. */
export interface MapMarker {
  id: number;
  position: GeoPoint;
  /** The marker's accessible name and tooltip (the notary and the office address). */
  label: string;
}

/** Coordinates as text, six decimals (≈ 0.1 m), for the page around the map (docs/decisions/0007-map-tiles-configuration.md). */
export function coordinatesText({ lat, lng }: GeoPoint): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}
