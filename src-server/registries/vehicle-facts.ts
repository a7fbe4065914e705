import type { Selectable } from 'kysely';
import type { VehiclesTable } from '../db/tables/property.ts';
import type { VehicleRecord } from './vehicle-registry.ts';

type VehicleFacts = Pick<
  VehicleRecord,
  'make' | 'model' | 'year' | 'colour' | 'engineNumber' | 'bodyNumber' | 'chassisNumber' | 'horsepower' | 'originCountryId'
>;

/**
 * The car itself as the traffic-safety database describes it (spec §3 Vehicle), read the same way
 * by the registry lookup and by the act's subject snapshot; each adds plates, papers and owner.
 */
export function vehicleFacts(row: Selectable<VehiclesTable>): VehicleFacts {
  return {
    make: row.make,
    model: row.model,
    year: row.year,
    colour: row.colour,
    engineNumber: row.engine_number,
    bodyNumber: row.body_number,
    chassisNumber: row.chassis_number,
    horsepower: row.horsepower,
    originCountryId: row.origin_country_id,
  };
}
