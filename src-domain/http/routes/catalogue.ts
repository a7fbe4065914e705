import * as v from 'valibot';
import { LocalizedTextSchema } from './localized-text.ts';
import { pagedSchema, PageQuerySchema, PageSizeQuerySchema } from './paging.ts';
import { PositiveIntegerTextSchema, SearchTextSchema } from './query-values.ts';

/**
 * `GET /api/catalogue`: the service catalogue (spec §1, screen 10), one page of services in
 * catalogue order. `q` searches names and both descriptions in all three locales; `group`
 * keeps one act group. `groups` lists every group with how many services match `q`, so the
 * group filter can show counts and stay put while paging.
 */
export const CATALOGUE_PATH = '/api/catalogue';

export const CatalogueQuerySchema = v.object({
  q: v.optional(SearchTextSchema),
  group: v.optional(PositiveIntegerTextSchema),
  page: PageQuerySchema,
  pageSize: PageSizeQuerySchema,
});
export type CatalogueQuery = v.InferOutput<typeof CatalogueQuerySchema>;
export type CatalogueQueryInput = v.InferInput<typeof CatalogueQuerySchema>;

/**
 * The state duty rate of a service (shape of `src-domain/fees/fee-rate.ts`): a share of the
 * base calculation value (BCV, "BHM") plus, for deals with a price, a share of that price.
 */
export const FeeRateSchema = v.object({
  percentOfBcv: v.number(),
  permilleOfValue: v.nullable(v.number()),
});
export type FeeRateWire = v.InferOutput<typeof FeeRateSchema>;

export const CatalogueServiceSummarySchema = v.object({
  id: v.number(),
  groupId: v.number(),
  /** The wizard this service opens (spec §4), or null for services arranged in person. */
  actTypeId: v.nullable(v.number()),
  name: LocalizedTextSchema,
  simplifiedDescription: LocalizedTextSchema,
  fee: FeeRateSchema,
  durationDays: v.number(),
  /** Acts registered with this service (spec screen 10 "count of acts"). */
  actsCount: v.number(),
});
export type CatalogueServiceSummary = v.InferOutput<typeof CatalogueServiceSummarySchema>;

export const CatalogueGroupSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  /** Services of this group matching `q` (all of them without `q`). */
  serviceCount: v.number(),
});
export type CatalogueGroup = v.InferOutput<typeof CatalogueGroupSchema>;

export const CatalogueResponseSchema = v.object({
  ...pagedSchema(CatalogueServiceSummarySchema).entries,
  /** The base calculation value the fee rates apply to, in tiyin. */
  bcvTiyin: v.number(),
  groups: v.array(CatalogueGroupSchema),
});
export type CatalogueResponse = v.InferOutput<typeof CatalogueResponseSchema>;
