import * as v from 'valibot';
import type { ActTypeId } from '../act-types.ts';
import { AddSubjectBodySchema, type AddSubjectBodyInput } from '../../http/routes/acts-bodies.ts';
import { VehicleLookupQuerySchema, type VehicleLookupQuery } from '../../http/routes/registry-lookups.ts';
import { FoundIdField, priceTiyin, subjectPriceField } from './subject-price.ts';

/**
 * The add-vehicle form (spec §2 screen 15; §3 Vehicle): the vehicle is looked up in the
 * traffic-safety database by its state number or its technical passport, then priced. The
 * server copies the registry's data onto the subject; the form sends the found id and the price.
 */
export interface VehicleFormValues {
  by: 'number' | 'passport';
  stateNumber: string;
  techPassportSeries: string;
  techPassportNumber: string;
  /** The id of the vehicle the lookup found; '' until then. */
  vehicleId: string;
  price: string;
}

export function newVehicleForm(price = ''): VehicleFormValues {
  return { by: 'number', stateNumber: '', techPassportSeries: '', techPassportNumber: '', vehicleId: '', price };
}

/** The lookup query of what was typed (by plate, or by technical passport), or the problem with it. */
export function vehicleLookupQuery(values: Pick<VehicleFormValues, 'by' | 'stateNumber' | 'techPassportSeries' | 'techPassportNumber'>) {
  const input =
    values.by === 'number'
      ? { stateNumber: values.stateNumber }
      : { techPassportSeries: values.techPassportSeries, techPassportNumber: values.techPassportNumber };
  return v.safeParse(VehicleLookupQuerySchema, input);
}
export type { VehicleLookupQuery };

/** Found vehicle + price → `POST /api/acts/:uuid/subjects` body for an act of `type`. */
export function vehicleAddSchema(type: ActTypeId) {
  return v.pipe(
    v.object({ vehicleId: FoundIdField, price: subjectPriceField(type) }),
    v.transform((form): AddSubjectBodyInput => ({ kind: 'vehicle', vehicleId: form.vehicleId, priceTiyin: priceTiyin(form.price) })),
    AddSubjectBodySchema,
  );
}
