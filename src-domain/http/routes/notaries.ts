import * as v from 'valibot';
import { GeoPointSchema, LocalizedTextSchema } from './localized-text.ts';
import { LEAVE_STATUSES, LICENCE_STATUSES, NOTARY_SORTS, NOTARY_STATUS_FILTERS } from './notary-statuses.ts';
import { pagedSchema, PageQuerySchema, PageSizeQuerySchema } from './paging.ts';
import { PositiveIntegerTextSchema, SearchTextSchema } from './query-values.ts';

/**
 * `GET /api/notaries`: the public notary registry (spec §1 public services, screen 17).
 * `sort=name` orders by the name in the request's `Accept-Language` locale; rating and
 * reviews order best first; `nearest` orders by distance from `lat`/`lon`, which it requires.
 * Ties fall back to the id so pages never overlap. `workingNow=1` keeps notaries open at this
 * moment in Tashkent time (src-domain/notaries/working-now.ts).
 */
export const NOTARIES_PATH = '/api/notaries';

/** A coordinate in decimal degrees, as text, within `limit` (90 for latitude, 180 for longitude). */
const degreesText = (limit: number) =>
  v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.nonEmpty('error_required'),
    v.regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'error_invalid_value'),
    v.transform(Number),
    v.minValue(-limit, 'error_invalid_value'),
    v.maxValue(limit, 'error_invalid_value'),
  );

/** A yes/no switch in the address: `1`/`true` on, `0`/`false` off. */
const FlagTextSchema = v.pipe(
  v.picklist(['1', 'true', '0', 'false'], 'error_invalid_value'),
  v.transform((text) => text === '1' || text === 'true'),
);

export const NotaryListQuerySchema = v.pipe(
  v.object({
    region: v.optional(PositiveIntegerTextSchema),
    district: v.optional(PositiveIntegerTextSchema),
    q: v.optional(SearchTextSchema),
    workingNow: v.optional(FlagTextSchema),
    status: v.optional(v.picklist(NOTARY_STATUS_FILTERS, 'error_invalid_value')),
    licence: v.optional(v.picklist(LICENCE_STATUSES, 'error_invalid_value')),
    sort: v.optional(v.picklist(NOTARY_SORTS, 'error_invalid_value'), 'rating'),
    lat: v.optional(degreesText(90)),
    lon: v.optional(degreesText(180)),
    page: PageQuerySchema,
    pageSize: PageSizeQuerySchema,
  }),
  // "Nearest" to nowhere has no order: say which coordinate is missing.
  v.forward(
    v.check((query) => query.sort !== 'nearest' || query.lat !== undefined, 'error_required'),
    ['lat'],
  ),
  v.forward(
    v.check((query) => query.sort !== 'nearest' || query.lon !== undefined, 'error_required'),
    ['lon'],
  ),
);
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
