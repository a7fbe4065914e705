import * as v from 'valibot';
import { freeMaskText, FullNameTextSchema, SearchDateTextSchema } from '../../searches/search-text-fields.ts';
import { SEARCH_MASKS } from '../../searches/search-masks.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/**
 * The public inheritance case search (route search_inheritcase; spec §3 Inheritance case): by
 * case number, or by the deceased's full name and date of death. An heir learns which notary
 * keeps the case and where to go; the deceased's name comes back as initials only.
 */
export const INHERITANCE_SEARCH_PATH = '/api/search/inheritcase';

export const INHERITANCE_SEARCH_MODES = ['case', 'deceased'] as const;
export type InheritanceSearchMode = (typeof INHERITANCE_SEARCH_MODES)[number];

export const InheritanceSearchQuerySchema = v.variant(
  'by',
  [
    v.object({ by: v.literal('case'), caseNumber: freeMaskText(SEARCH_MASKS.caseNumber) }),
    v.object({ by: v.literal('deceased'), name: FullNameTextSchema, deathDate: SearchDateTextSchema }),
  ],
  'error_invalid_value',
);
export type InheritanceSearchQuery = v.InferOutput<typeof InheritanceSearchQuerySchema>;
export type InheritanceSearchQueryInput = v.InferInput<typeof InheritanceSearchQuerySchema>;

/** At most this many cases come back (a name and a death date rarely match more than one). */
export const INHERITANCE_SEARCH_LIMIT = 10;

export const InheritanceCaseSchema = v.object({
  caseNumber: v.string(),
  /** Dates are YYYY-MM-DD. */
  openedAt: v.string(),
  deceased: v.string(),
  deathDate: v.string(),
  state: v.picklist(['open', 'closed']),
  notary: v.object({ id: v.number(), name: LocalizedTextSchema }),
  office: v.object({ name: LocalizedTextSchema, address: LocalizedTextSchema, phone: v.string() }),
});
export type InheritanceCase = v.InferOutput<typeof InheritanceCaseSchema>;

/** An empty list is "not found". */
export const InheritanceSearchResponseSchema = v.object({ cases: v.array(InheritanceCaseSchema) });
export type InheritanceSearchResponse = v.InferOutput<typeof InheritanceSearchResponseSchema>;
