import * as v from 'valibot';
import type { ActTypeId } from '../act-types.ts';
import { AddSubjectBodySchema, type AddSubjectBodyInput } from '../../http/routes/acts-bodies.ts';
import { RealEstateLookupQuerySchema } from '../../http/routes/registry-lookups.ts';
import { FoundIdField, priceTiyin, subjectPriceField } from './subject-price.ts';

/**
 * The add-real-estate form (spec §2 screen 15; §3 Real estate): looked up in the cadastre by its
 * number (format 11:14:04:01:01:1630, up to 50 digits, colons and slashes), then priced.
 */
export interface RealEstateFormValues {
  cadastre: string;
  /** The id of the object the lookup found; '' until then. */
  realEstateId: string;
  price: string;
}

export function newRealEstateForm(price = ''): RealEstateFormValues {
  return { cadastre: '', realEstateId: '', price };
}

export function realEstateLookupQuery(cadastre: string) {
  return v.safeParse(RealEstateLookupQuerySchema, { cadastre });
}

/** Found object + price → `POST /api/acts/:uuid/subjects` body for an act of `type`. */
export function realEstateAddSchema(type: ActTypeId) {
  return v.pipe(
    v.object({ realEstateId: FoundIdField, price: subjectPriceField(type) }),
    v.transform((form): AddSubjectBodyInput => ({ kind: 'real_estate', realEstateId: form.realEstateId, priceTiyin: priceTiyin(form.price) })),
    AddSubjectBodySchema,
  );
}
