import type { ActRow } from '../acts/act-rows.ts';
import type { Db } from '../db/database.ts';
import { writeRoomHistory, type RoomRole } from './video-history.ts';

/** The person's latest answer to the recording announcement of this act agrees. */
export async function hasAgreedToRecording(db: Db, actId: number, pin: string): Promise<boolean> {
  const last = await db
    .selectFrom('video_recording_consents')
    .select('agreed')
    .where('act_id', '=', actId)
    .where('pin', '=', pin)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.agreed === 1;
}

/** Spec §1 "Recording is announced to users": every answer is kept, and written to the act's history. */
export async function recordConsent(db: Db, act: ActRow, who: { pin: string; role: RoomRole }, agreed: boolean, at: Date): Promise<void> {
  await db
    .insertInto('video_recording_consents')
    .values({ act_id: act.id, pin: who.pin, agreed: agreed ? 1 : 0, created_at: at.toISOString() })
    .execute();
  await writeRoomHistory(db, act, who, agreed ? 'recording_acknowledged' : 'recording_declined', at);
}
