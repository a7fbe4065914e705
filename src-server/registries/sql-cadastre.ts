import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { RealEstateTable } from '../db/tables/property.ts';
import type { Cadastre, RealEstateRecord } from './cadastre.ts';
import { realEstateFacts } from './real-estate-facts.ts';

async function withOwners(db: Db, rows: Selectable<RealEstateTable>[]): Promise<RealEstateRecord[]> {
  if (rows.length === 0) return [];
  const owners = await db
    .selectFrom('real_estate_owners')
    .selectAll()
    .where(
      'real_estate_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('real_estate_id')
    .orderBy('pin')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...realEstateFacts(row),
    priceTiyin: row.price_tiyin,
    inventoryPriceTiyin: row.inventory_price_tiyin,
    owners: owners
      .filter((owner) => owner.real_estate_id === row.id)
      .map((owner) => ({
        pin: owner.pin,
        share: { numerator: owner.share_numerator, denominator: owner.share_denominator },
        basis: owner.basis,
        registryNumber: owner.registry_number,
        registryDate: owner.registry_date,
      })),
  }));
}

export function createSqlCadastre(db: Db): Cadastre {
  return {
    async findById(realEstateId) {
      const rows = await db.selectFrom('real_estate').selectAll().where('id', '=', realEstateId).execute();
      const [record] = await withOwners(db, rows);
      return record;
    },
    async findByCadastreNumber(cadastreNumber) {
      const rows = await db.selectFrom('real_estate').selectAll().where('cadastre_number', '=', cadastreNumber.trim()).execute();
      const [record] = await withOwners(db, rows);
      return record;
    },
    async propertiesOf(pin) {
      const rows = await db
        .selectFrom('real_estate as r')
        .selectAll('r')
        .where((eb) => eb.exists(eb.selectFrom('real_estate_owners as o').select('o.pin').whereRef('o.real_estate_id', '=', 'r.id').where('o.pin', '=', pin)))
        .orderBy('r.id')
        .execute();
      return withOwners(db, rows);
    },
  };
}
