import type { AddSubjectBody } from '../../src-domain/http/routes/acts-bodies.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { realEstateFacts } from '../registries/real-estate-facts.ts';
import { vehicleFacts } from '../registries/vehicle-facts.ts';

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
        ...vehicleFacts(row),
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
      ...realEstateFacts(row),
      registryPriceTiyin: row.price_tiyin,
      inventoryPriceTiyin: row.inventory_price_tiyin,
    },
  };
}
