import type { Selectable } from 'kysely';
import type { RealEstateTable } from '../db/tables/property.ts';
import type { RealEstateRecord } from './cadastre.ts';

type RealEstateFacts = Omit<RealEstateRecord, 'id' | 'priceTiyin' | 'inventoryPriceTiyin' | 'owners'>;

/**
 * What the cadastre says a property is (spec §3 Real estate), mapped from the seeded
 * table by the SQL adapter, which adds the id, prices and owners around it.
 */
export function realEstateFacts(row: Selectable<RealEstateTable>): RealEstateFacts {
  return {
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
  };
}
