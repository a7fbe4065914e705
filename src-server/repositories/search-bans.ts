import { sql } from 'kysely';
import type { Ban, BanSearchQuery } from '../../src-domain/http/routes/search-ban.ts';
import type { Db } from '../db/database.ts';

function bansOf(db: Db) {
  return (
    db
      .selectFrom('bans as b')
      .select([
        'b.id',
        'b.state',
        'b.start_date',
        'b.document_date',
        'b.document_number',
        'b.ban_type',
        'b.official_name',
        'b.organisation',
        'b.object_ref',
        'b.lifted_at',
      ])
      // Spec §5: an active ban is what blocks a deal, so it comes first; then the newest.
      .orderBy(sql`case when b.state = 'active' then 0 else 1 end`)
      .orderBy('b.start_date', 'desc')
      .orderBy('b.id', 'desc')
  );
}

/** Machinery is registered as "<model> · <registration number>"; the number is compared without spaces. */
const MACHINERY_SEPARATOR = '·';

function compact(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * Bans on one property (spec §3 Ban), named by its registry key. A vehicle matches by the plate
 * the ban was written against or by the vehicle's current registration (the plate can change).
 */
export async function searchBans(db: Db, query: BanSearchQuery): Promise<Ban[]> {
  let select = bansOf(db).where('b.object_kind', '=', query.kind);
  if (query.kind === 'real_estate') {
    // The kiosk keyboard has no colon: "11140401011630" finds "11:14:04:01:01:1630". A full
    // scan of the bans of this kind; a real register would index the folded key.
    select = select.where(sql<string>`replace(replace(b.object_ref, ':', ''), '/', '')`, '=', query.cadastreNumber.replace(/[:/]/g, ''));
  } else if (query.kind === 'agri_machinery') {
    select = select.where(sql<string>`upper(replace(b.object_ref, ' ', ''))`, 'like', `%${MACHINERY_SEPARATOR}${compact(query.machineryNumber)}`);
  } else if (query.by === 'number') {
    const plate = query.stateNumber;
    select = select.where((eb) =>
      eb.or([eb('b.object_ref', '=', plate), eb('b.vehicle_id', 'in', eb.selectFrom('vehicles').select('id').where('state_number', '=', plate))]),
    );
  } else {
    const { techPassportSeries, techPassportNumber } = query;
    select = select.where('b.vehicle_id', 'in', (eb) =>
      eb.selectFrom('vehicles').select('id').where('tech_passport_series', '=', techPassportSeries).where('tech_passport_number', '=', techPassportNumber),
    );
  }
  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    startDate: row.start_date,
    documentDate: row.document_date,
    documentNumber: row.document_number,
    type: row.ban_type,
    official: row.official_name,
    organisation: row.organisation,
    object: row.object_ref,
    liftedAt: row.lifted_at,
  }));
}
