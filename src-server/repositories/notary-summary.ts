import type { NotarySummary } from '../../src-domain/http/routes/notaries.ts';
import type { Db } from '../db/database.ts';
import { localized } from '../db/localized.ts';

/** Notaries joined with their office: the rows behind both the list and the details. */
export function notariesWithOffice(db: Db) {
  return db.selectFrom('notaries as n').innerJoin('notary_offices as o', 'o.id', 'n.office_id');
}

type NotaryQuery = ReturnType<typeof notariesWithOffice>;

export function selectSummary(query: NotaryQuery) {
  return query.select([
    'n.id',
    'n.name_oz',
    'n.name_uz',
    'n.name_ru',
    'n.licence_number',
    'n.licence_date',
    'n.licence_status',
    'n.leave_status',
    'n.present',
    'n.active',
    'n.rating',
    'n.review_count',
    'n.lat',
    'n.lng',
    'n.phone',
    'n.timetable',
    'o.id as office_id',
    'o.name_oz as office_name_oz',
    'o.name_uz as office_name_uz',
    'o.name_ru as office_name_ru',
    'o.address_oz as office_address_oz',
    'o.address_uz as office_address_uz',
    'o.address_ru as office_address_ru',
    'o.region_id',
    'o.district_id',
  ]);
}

export type NotarySummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummary>['executeTakeFirstOrThrow']>>;

export function toNotarySummary(row: NotarySummaryRow): NotarySummary {
  return {
    id: row.id,
    name: localized(row, 'name'),
    office: { id: row.office_id, name: localized(row, 'office_name'), address: localized(row, 'office_address') },
    regionId: row.region_id,
    districtId: row.district_id,
    licenceNumber: row.licence_number,
    licenceStatus: row.licence_status,
    leaveStatus: row.leave_status,
    present: row.present === 1,
    active: row.active === 1,
    rating: row.rating,
    reviewCount: row.review_count,
    location: { lat: row.lat, lng: row.lng },
    phone: row.phone,
  };
}
