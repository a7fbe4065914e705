import * as v from 'valibot';

/**
 * A text in the three interface locales (spec §1). Names travel in all three so the portal can
 * switch language without refetching, and the kiosk caches one copy of each dictionary.
 */
export const LocalizedTextSchema = v.object({
  oz: v.string(),
  uz: v.string(),
  ru: v.string(),
});
export type LocalizedText = v.InferOutput<typeof LocalizedTextSchema>;

export const GeoPointSchema = v.object({
  lat: v.number(),
  lng: v.number(),
});
export type GeoPoint = v.InferOutput<typeof GeoPointSchema>;
