import * as v from 'valibot';
import { FEE_LINE_KINDS } from '../../fees/calculate-fee.ts';
import { RELATIONSHIPS } from '../../fees/relationship.ts';
import { parseCurrency } from '../../masks/currency-input.ts';
import { FeeRateSchema } from './catalogue.ts';

/**
 * `GET /api/catalogue/:id/fee?value=&relationship=`: the fee of one service computed by the
 * domain rule (`src-domain/fees/calculate-fee.ts`, spec §9) with the base calculation value in
 * force. `value` is the object's value in sum as the currency field shows it ("150 000 000.50";
 * a comma works as the decimal point); absent or empty means not entered yet.
 */
export const CATALOGUE_FEE_PATH = '/api/catalogue/:id/fee';
export const catalogueFeePath = (id: number): string => `/api/catalogue/${id}/fee`;

const ValueQuerySchema = v.pipe(
  v.string('error_invalid_amount'),
  v.trim(),
  v.check((text) => text === '' || parseCurrency(text) !== null, 'error_invalid_amount'),
  v.transform((text) => (text === '' ? null : parseCurrency(text))),
);

export const CatalogueFeeQuerySchema = v.object({
  value: v.optional(ValueQuerySchema, ''),
  relationship: v.optional(v.picklist(RELATIONSHIPS, 'error_invalid_value'), 'none'),
});
export type CatalogueFeeQuery = v.InferOutput<typeof CatalogueFeeQuerySchema>;

export const FeeBreakdownSchema = v.object({
  lines: v.array(v.object({ kind: v.picklist(FEE_LINE_KINDS), tiyin: v.number() })),
  totalTiyin: v.number(),
  valueMissing: v.boolean(),
  payablePercent: v.nullable(v.number()),
});

export const CatalogueFeeResponseSchema = v.object({
  serviceId: v.number(),
  actTypeId: v.nullable(v.number()),
  bcvTiyin: v.number(),
  fee: FeeRateSchema,
  valueTiyin: v.nullable(v.number()),
  relationship: v.picklist(RELATIONSHIPS),
  breakdown: FeeBreakdownSchema,
  /** The total in words in the request's locale (spec §9 number-to-words). */
  totalInWords: v.string(),
});
export type CatalogueFeeResponse = v.InferOutput<typeof CatalogueFeeResponseSchema>;
