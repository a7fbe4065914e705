import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { VehiclesTable } from '../db/tables/property.ts';
import { vehicleFacts } from './vehicle-facts.ts';
import type { VehicleRecord, VehicleRegistry } from './vehicle-registry.ts';

function toVehicle(row: Selectable<VehiclesTable>): VehicleRecord {
  return {
    id: row.id,
    stateNumber: row.state_number,
    techPassport: { series: row.tech_passport_series, number: row.tech_passport_number, issuedBy: row.tech_passport_issued_by, date: row.tech_passport_date },
    ...vehicleFacts(row),
    ownerPin: row.owner_pin,
    ownerInn: row.owner_inn,
    regionId: row.region_id,
    valuationTiyin: row.valuation_tiyin,
  };
}

/** Plates and series are stored upper-case without spaces ("01 A 777 AA" → "01A777AA"). */
function normalize(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function createSqlVehicleRegistry(db: Db): VehicleRegistry {
  return {
    async findById(vehicleId) {
      const row = await db.selectFrom('vehicles').selectAll().where('id', '=', vehicleId).executeTakeFirst();
      return row ? toVehicle(row) : undefined;
    },
    async findByTechPassport(series, number) {
      const row = await db
        .selectFrom('vehicles')
        .selectAll()
        .where('tech_passport_series', '=', normalize(series))
        .where('tech_passport_number', '=', normalize(number))
        .executeTakeFirst();
      return row ? toVehicle(row) : undefined;
    },
    async findByStateNumber(stateNumber) {
      const row = await db.selectFrom('vehicles').selectAll().where('state_number', '=', normalize(stateNumber)).executeTakeFirst();
      return row ? toVehicle(row) : undefined;
    },
    async vehiclesOf(pin) {
      const rows = await db
        .selectFrom('vehicles as v')
        .selectAll('v')
        .where((eb) =>
          eb.or([
            eb('v.owner_pin', '=', pin),
            eb.exists(eb.selectFrom('vehicle_owners as o').select('o.pin').whereRef('o.vehicle_id', '=', 'v.id').where('o.pin', '=', pin)),
          ]),
        )
        .orderBy('v.id')
        .execute();
      return rows.map(toVehicle);
    },
    async owners(vehicleId) {
      const rows = await db.selectFrom('vehicle_owners').selectAll().where('vehicle_id', '=', vehicleId).orderBy('pin').execute();
      return rows.map((row) => ({ pin: row.pin, share: { numerator: row.share_numerator, denominator: row.share_denominator } }));
    },
    async restrictions(vehicleId, options = {}) {
      let query = db.selectFrom('vehicle_restrictions').selectAll().where('vehicle_id', '=', vehicleId);
      if (options.activeOnly) query = query.where('state', '=', 'active');
      const rows = await query.orderBy('start_date').orderBy('id').execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        state: row.state,
        amountTiyin: row.amount_tiyin,
        reason: row.reason,
        issuedBy: row.issued_by,
        documentNumber: row.document_number,
        documentDate: row.document_date,
        startDate: row.start_date,
        endDate: row.end_date,
      }));
    },
  };
}
