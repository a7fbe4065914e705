import * as v from 'valibot';
import type { NotaryListQuery } from '../../src-domain/http/routes/notaries.ts';
import { TimetableDaySchema } from '../../src-domain/http/routes/notary-details.ts';
import { distanceKm } from '../../src-domain/notaries/distance.ts';
import { isWorkingNow } from '../../src-domain/notaries/working-now.ts';
import { parseJson } from '../db/localized.ts';
import type { notariesWithOffice } from './notary-summary.ts';

/**
 * The most rows one "working now" / "nearest" request reads. The national registry has a few
 * thousand notaries, and these rows are five narrow columns; past this bound the answer is the
 * first rows by id rather than an unbounded scan per request.
 */
export const RANKING_SCAN_LIMIT = 5000;

const TimetableSchema = v.array(TimetableDaySchema);

/**
 * Ids of the filtered notaries that pass the "working now" filter, and for `sort=nearest` in
 * distance order (otherwise by id). Decided in code: the timetable is JSON text and haversine
 * needs trigonometry that SQLite lacks by default, so SQL only narrows the rows (region,
 * district, text, status, licence) and this filters and ranks them.
 */
export async function rankInCode(base: ReturnType<typeof notariesWithOffice>, query: NotaryListQuery, now: Date): Promise<number[]> {
  const rows = await base
    .select(['n.id', 'n.lat', 'n.lng', 'n.timetable', 'n.leave_status', 'n.licence_status'])
    .orderBy('n.id', 'asc')
    .limit(RANKING_SCAN_LIMIT)
    .execute();
  const kept = query.workingNow
    ? rows.filter((row) =>
        isWorkingNow({ timetable: v.parse(TimetableSchema, parseJson(row.timetable)), leaveStatus: row.leave_status, licenceStatus: row.licence_status }, now),
      )
    : rows;
  const { lat, lon } = query;
  if (query.sort !== 'nearest' || lat === undefined || lon === undefined) return kept.map((row) => row.id);
  const here = { lat, lng: lon };
  const withDistance = kept.map((row) => ({ id: row.id, km: distanceKm(here, { lat: row.lat, lng: row.lng }) }));
  return withDistance.sort((a, b) => a.km - b.km || a.id - b.id).map((row) => row.id);
}
