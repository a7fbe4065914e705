import * as v from 'valibot';
import { MASKS } from '../../masks/masks.ts';
import { maskedTextSchema } from '../../masks/masked-text-schemas.ts';
import { SEARCH_MASKS } from '../../searches/search-masks.ts';
import { freeMaskText } from '../../searches/search-text-fields.ts';

/**
 * The property ban check (route search_ban, signed-in users only, spec §6; spec §3 Ban). The
 * property is named by its registry key, one per kind (spec §5: required fields are marked):
 * real estate by cadastre number; a vehicle by state number or by technical passport;
 * agricultural machinery by its registration number. An empty list is "bans not found".
 */
export const BAN_SEARCH_PATH = '/api/search/ban';

export const BAN_PROPERTY_KINDS = ['real_estate', 'vehicle', 'agri_machinery'] as const;
export type BanPropertyKind = (typeof BAN_PROPERTY_KINDS)[number];
export const VEHICLE_KEYS = ['number', 'passport'] as const;
export type VehicleKey = (typeof VEHICLE_KEYS)[number];

const TechPassportNumberSchema = v.optional(maskedTextSchema(SEARCH_MASKS.techPassportNumber), '');

export const BanSearchQuerySchema = v.variant(
  'kind',
  [
    v.object({ kind: v.literal('real_estate'), cadastreNumber: freeMaskText(MASKS.cadastreNumber) }),
    v.variant(
      'by',
      [
        v.object({ kind: v.literal('vehicle'), by: v.literal('number'), stateNumber: freeMaskText(MASKS.vehicleNumber) }),
        v.object({
          kind: v.literal('vehicle'),
          by: v.literal('passport'),
          techPassportSeries: freeMaskText(SEARCH_MASKS.techPassportSeries),
          techPassportNumber: TechPassportNumberSchema,
        }),
      ],
      'error_invalid_value',
    ),
    v.object({ kind: v.literal('agri_machinery'), machineryNumber: freeMaskText(SEARCH_MASKS.machineryNumber) }),
  ],
  'error_invalid_value',
);
export type BanSearchQuery = v.InferOutput<typeof BanSearchQuerySchema>;
export type BanSearchQueryInput = v.InferInput<typeof BanSearchQuerySchema>;

export const BanSchema = v.object({
  id: v.number(),
  state: v.picklist(['active', 'lifted']),
  /** Dates are YYYY-MM-DD. */
  startDate: v.string(),
  documentDate: v.string(),
  documentNumber: v.string(),
  /** The ban's kind as the issuing body wrote it (mortgage, court order …). */
  type: v.string(),
  official: v.string(),
  organisation: v.string(),
  /** The banned object as the register names it (cadastre number, plate, machine). */
  object: v.string(),
  liftedAt: v.nullable(v.string()),
});
export type Ban = v.InferOutput<typeof BanSchema>;

export const BanSearchResponseSchema = v.object({ bans: v.array(BanSchema) });
export type BanSearchResponse = v.InferOutput<typeof BanSearchResponseSchema>;
