import * as v from 'valibot';
import { PROXY_STATES } from '../../searches/proxy-validity.ts';
import { RegistryNumberTextSchema, SearchDateTextSchema } from '../../searches/search-text-fields.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/**
 * The public power-of-attorney check (route search_proxy; spec §3 Proxy: registry number and
 * date). It answers whether the proxy is in force and for how long, and who is involved only
 * as initials ("K*** A***"): enough to match the paper in hand, not to learn who holds it.
 */
export const PROXY_SEARCH_PATH = '/api/search/proxy';

export const ProxySearchQuerySchema = v.object({
  regnum: RegistryNumberTextSchema,
  /** DD.MM.YYYY. */
  regdate: SearchDateTextSchema,
});
export type ProxySearchQuery = v.InferOutput<typeof ProxySearchQuerySchema>;
export type ProxySearchQueryInput = v.InferInput<typeof ProxySearchQuerySchema>;

export const ProxyFoundSchema = v.object({
  found: v.literal(true),
  registryNumber: v.string(),
  /** Dates are YYYY-MM-DD. */
  registryDate: v.string(),
  /** An act type id of `src-domain/acts/act-types.ts` (101, 105, 11651). */
  actTypeId: v.number(),
  validFrom: v.string(),
  validUntil: v.string(),
  /** As of today in Tashkent: a term that ran out is `expired` even before the register says so. */
  state: v.picklist(PROXY_STATES),
  principal: v.string(),
  attorney: v.string(),
  notary: v.object({ name: LocalizedTextSchema }),
  office: v.object({ name: LocalizedTextSchema }),
});
export type ProxyFound = v.InferOutput<typeof ProxyFoundSchema>;

export const ProxySearchResponseSchema = v.variant('found', [v.object({ found: v.literal(false) }), ProxyFoundSchema]);
export type ProxySearchResponse = v.InferOutput<typeof ProxySearchResponseSchema>;
