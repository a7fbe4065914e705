import * as v from 'valibot';
import { TimetableDaySchema, type TimetableDay } from '../../src-domain/http/routes/notary-details.ts';
import type { LeaveStatus, LicenceStatus } from '../../src-domain/http/routes/notary-statuses.ts';
import type { Db } from '../db/database.ts';
import { parseJson } from '../db/localized.ts';

const TimetableSchema = v.array(TimetableDaySchema);

/** What booking with a notary needs to know of them. */
export interface BookingNotary {
  id: number;
  officeId: number;
  timetable: TimetableDay[];
  licenceStatus: LicenceStatus;
  leaveStatus: LeaveStatus;
}

export async function findBookingNotary(db: Db, id: number): Promise<BookingNotary | undefined> {
  const row = await db
    .selectFrom('notaries')
    .select(['id', 'office_id', 'timetable', 'licence_status', 'leave_status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    officeId: row.office_id,
    timetable: v.parse(TimetableSchema, parseJson(row.timetable)),
    licenceStatus: row.licence_status,
    leaveStatus: row.leave_status,
  };
}
