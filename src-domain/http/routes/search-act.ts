import * as v from 'valibot';
import { PUBLIC_ACT_STATES } from '../../searches/public-act-state.ts';
import { RegistryNumberTextSchema, SearchDateTextSchema } from '../../searches/search-text-fields.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/**
 * The public check of a registered notarial act (spec §2 screen 11, route search_notarial_act):
 * by registry number and date, or by registry number and the check code a QR printed on the act
 * carries (spec §2 screen 11). Not found is an answer (`found: false`), not a 404: the client
 * treats a GET 404 as a missing page (spec §8).
 */
export const ACT_SEARCH_PATH = '/api/search/notarial_act';
export const ACT_VERIFY_PATH = '/api/search/notarial_act/verify';

/** Hex digits of the check code: 64 bits of an HMAC, far beyond guessing at 30 tries a minute. */
export const ACT_CHECK_CODE_LENGTH = 16;

export const ActSearchQuerySchema = v.object({
  regnum: RegistryNumberTextSchema,
  /** DD.MM.YYYY, as typed (spec §5 date mask). */
  regdate: SearchDateTextSchema,
});
export type ActSearchQuery = v.InferOutput<typeof ActSearchQuerySchema>;
export type ActSearchQueryInput = v.InferInput<typeof ActSearchQuerySchema>;

export const ActCheckCodeSchema = v.optional(
  v.pipe(
    v.string('error_invalid_value'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('error_required'),
    v.regex(new RegExp(`^[0-9a-f]{${ACT_CHECK_CODE_LENGTH}}$`), 'error_invalid_value'),
  ),
  '',
);

export const ActVerifyQuerySchema = v.object({
  regnum: RegistryNumberTextSchema,
  code: ActCheckCodeSchema,
});
export type ActVerifyQuery = v.InferOutput<typeof ActVerifyQuerySchema>;

export const ActCheckFoundSchema = v.object({
  found: v.literal(true),
  regnum: v.string(),
  /** YYYY-MM-DD. */
  regdate: v.string(),
  office: v.object({ name: LocalizedTextSchema, address: LocalizedTextSchema }),
  state: v.picklist(PUBLIC_ACT_STATES),
  /** Registered by video and signed by its parties and notary with digital signatures (docs/signatures.md). */
  signedElectronically: v.boolean(),
  /** Spec §6: the check is public; the act's contents need a signed-in party. */
  loginRequiredForDetails: v.literal(true),
});
export type ActCheckFound = v.InferOutput<typeof ActCheckFoundSchema>;

export const ActCheckResponseSchema = v.variant('found', [v.object({ found: v.literal(false) }), ActCheckFoundSchema]);
export type ActCheckResponse = v.InferOutput<typeof ActCheckResponseSchema>;
