import type { VideoHistoryAction } from '../../src-domain/video/video-history.ts';
import { writeHistory } from '../acts/act-audit.ts';
import type { ActRow } from '../acts/act-rows.ts';
import type { Db } from '../db/database.ts';

export type RoomRole = 'notary' | 'party';

/**
 * One line of the act's history from the room (docs/architecture.md Video acts "joins, leaves,
 * pauses, resumes in the act history"): step and state stay; the applicant's own line says so.
 */
export async function writeRoomHistory(
  db: Db,
  act: ActRow,
  who: { pin: string; role: RoomRole },
  action: VideoHistoryAction,
  at: Date,
  reason: string | null = null,
): Promise<void> {
  const actorRole = who.role === 'notary' ? 'notary' : who.pin === act.applicant_pin ? 'applicant' : 'party';
  await writeHistory(db, act.id, {
    actorPin: who.pin,
    actorRole,
    at: at.toISOString(),
    action,
    fromStep: act.step,
    toStep: act.step,
    fromState: act.state,
    toState: act.state,
    reason,
  });
}
