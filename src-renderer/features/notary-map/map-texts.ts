/** Texts the Leaflet chunk puts on the map, translated by the wrapper that loads it. */
export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
}
