import type { AddSubjectBody } from '../../src-domain/http/routes/acts-bodies.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';

export interface SubjectSnapshot {
  registryId: number | null;
  stateNumber: string | null;
  cadastreNumber: string | null;
  /** The registry fields of spec §3 Subjects, keyed as the wire's `data` shows them. */
  data: Record<string, unknown>;
}

/**
 * The registry record behind a subject (spec §3 Subjects: vehicle, real estate), read from the
 * seeded state registries by the id the lookup returned. A missing record is the spec §8
 * "vehicle or property data missing" message.
 */
export async function registrySnapshot(db: Db, body: AddSubjectBody): Promise<SubjectSnapshot> {
  if (body.kind === 'other') return { registryId: null, stateNumber: null, cadastreNumber: null, data: {} };
  if (body.kind === 'vehicle') {
    const row = await db.selectFrom('vehicles').selectAll().where('id', '=', body.vehicleId).executeTakeFirst();
    if (!row) throw new ApiError('registry_data_missing');
    return {
      registryId: row.id,
      stateNumber: row.state_number,
      cadastreNumber: null,
      data: {
        stateNumber: row.state_number,
        techPassportSeries: row.tech_passport_series,
        techPassportNumber: row.tech_passport_number,
        techPassportIssuedBy: row.tech_passport_issued_by,
        techPassportDate: row.tech_passport_date,
        make: row.make,
        model: row.model,
        year: row.year,
        colour: row.colour,
        engineNumber: row.engine_number,
        bodyNumber: row.body_number,
        chassisNumber: row.chassis_number,
        horsepower: row.horsepower,
        originCountryId: row.origin_country_id,
        regionId: row.region_id,
        valuationTiyin: row.valuation_tiyin,
      },
    };
  }
  const row = await db.selectFrom('real_estate').selectAll().where('id', '=', body.realEstateId).executeTakeFirst();
  if (!row) throw new ApiError('registry_data_missing');
  return {
    registryId: row.id,
    stateNumber: null,
    cadastreNumber: row.cadastre_number,
    data: {
      cadastreNumber: row.cadastre_number,
      kind: row.kind,
      objectName: row.object_name,
      regionId: row.region_id,
      districtId: row.district_id,
      address: row.address,
      street: row.street,
      house: row.house,
      flat: row.flat,
      block: row.block,
      totalArea: row.total_area,
      livingArea: row.living_area,
      rooms: row.rooms,
      otherRooms: row.other_rooms,
      registryPriceTiyin: row.price_tiyin,
      inventoryPriceTiyin: row.inventory_price_tiyin,
    },
  };
}
