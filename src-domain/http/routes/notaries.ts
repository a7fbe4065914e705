import * as v from 'valibot';
import { GeoPointSchema, LocalizedTextSchema } from './localized-text.ts';
import { LEAVE_STATUSES, LICENCE_STATUSES, NOTARY_SORTS } from './notary-statuses.ts';
import { pagedSchema, PageQuerySchema, PageSizeQuerySchema } from './paging.ts';
import { PositiveIntegerTextSchema, SearchTextSchema } from './query-values.ts';

/**
 * `GET /api/notaries`: the public notary registry (spec §1 public services, screen 17).
 * `sort=name` orders by the name in the request's `Accept-Language` locale; rating and
 * reviews order best first. Ties fall back to the id so pages never overlap.
 */
export const NOTARIES_PATH = '/api/notaries';

export const NotaryListQuerySchema = v.object({
  region: v.optional(PositiveIntegerTextSchema),
  district: v.optional(PositiveIntegerTextSchema),
  q: v.optional(SearchTextSchema),
  sort: v.optional(v.picklist(NOTARY_SORTS, 'error_invalid_value'), 'rating'),
  page: PageQuerySchema,
  pageSize: PageSizeQuerySchema,
});
export type NotaryListQuery = v.InferOutput<typeof NotaryListQuerySchema>;
export type NotaryListQueryInput = v.InferInput<typeof NotaryListQuerySchema>;

export const NotarySummarySchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  office: v.object({ id: v.number(), name: LocalizedTextSchema, address: LocalizedTextSchema }),
  regionId: v.number(),
  districtId: v.number(),
  licenceNumber: v.string(),
  licenceStatus: v.picklist(LICENCE_STATUSES),
  leaveStatus: v.picklist(LEAVE_STATUSES),
  /** At the office today (spec §3 "present or absent"). */
  present: v.boolean(),
  active: v.boolean(),
  /** Average review rating 1–5, 0 when there are no reviews. */
  rating: v.number(),
  reviewCount: v.number(),
  location: GeoPointSchema,
  phone: v.string(),
});
export type NotarySummary = v.InferOutput<typeof NotarySummarySchema>;

export const NotaryListResponseSchema = pagedSchema(NotarySummarySchema);
export type NotaryListResponse = v.InferOutput<typeof NotaryListResponseSchema>;
