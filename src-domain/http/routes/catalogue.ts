import * as v from 'valibot';
import { LocalizedTextSchema } from './localized-text.ts';
import { SearchTextSchema } from './query-values.ts';

/**
 * `GET /api/catalogue`: the service catalogue by act group (spec §1, screen 10). `q` searches
 * service names in all three locales.
 */
export const CATALOGUE_PATH = '/api/catalogue';

export const CatalogueQuerySchema = v.object({
  q: v.optional(SearchTextSchema),
});
export type CatalogueQuery = v.InferOutput<typeof CatalogueQuerySchema>;

/**
 * The state duty of a service: a share of the base calculation value (BCV, "BHM") plus, for
 * deals with a price, a share of that price. `percentOfBcv` 50 means half the BCV.
 */
export const FeeRateSchema = v.object({
  percentOfBcv: v.number(),
  permilleOfValue: v.nullable(v.number()),
});
export type FeeRate = v.InferOutput<typeof FeeRateSchema>;

export const CatalogueServiceSummarySchema = v.object({
  id: v.number(),
  groupId: v.number(),
  /** The wizard this service opens (spec §4), or null for services arranged in person. */
  actTypeId: v.nullable(v.number()),
  name: LocalizedTextSchema,
  fee: FeeRateSchema,
  durationDays: v.number(),
  /** Registered acts of this service (spec screen 10 "count of acts"). */
  actsCount: v.number(),
});
export type CatalogueServiceSummary = v.InferOutput<typeof CatalogueServiceSummarySchema>;

export const CatalogueGroupSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  services: v.array(CatalogueServiceSummarySchema),
});

export const CatalogueResponseSchema = v.object({
  /** The base calculation value the fee rates apply to, in tiyin. */
  bcvTiyin: v.number(),
  groups: v.array(CatalogueGroupSchema),
});
export type CatalogueResponse = v.InferOutput<typeof CatalogueResponseSchema>;
