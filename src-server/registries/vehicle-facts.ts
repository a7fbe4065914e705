import type { Selectable } from 'kysely';
import type { VehiclesTable } from '../db/tables/property.ts';
import type { VehicleRecord } from './vehicle-registry.ts';

type VehicleFacts = Pick<
  VehicleRecord,
  'make' | 'model' | 'year' | 'colour' | 'engineNumber' | 'bodyNumber' | 'chassisNumber' | 'horsepower' | 'originCountryId'
>;

/**
 * The car itself as the traffic-safety database describes it (spec §3 Vehicle), mapped from the
 * seeded table by the SQL adapter, which adds the rest of the record around it.
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
