import type { VideoEvidence } from '../../src-domain/acts/lifecycle/check-requirements.ts';
import type { ActRow } from '../acts/act-rows.ts';
import { videoParticipants } from '../acts/video-participants.ts';
import type { Db } from '../db/database.ts';
import { signingComplete } from '../signatures/signing-complete.ts';

/** Pins of everyone who takes part in the act by video (acts/video-participants.ts). */
export async function videoParticipantPins(db: Db, act: ActRow): Promise<string[]> {
  const { parties, notaryPins } = await videoParticipants(db, act);
  return [...new Set([...notaryPins, ...parties.map((party) => party.pin)])];
}

/** Pins that took their seat in the room of the act's current visit with a passed face check. */
export async function identifiedPins(db: Db, act: ActRow): Promise<Set<string>> {
  const rows = await db
    .selectFrom('video_identity_checks')
    .select('pin')
    .where('act_id', '=', act.id)
    .where('visit_number', '=', act.visit_number)
    .where('passed_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.pin));
}

/**
 * What registration by video needs (src-domain/acts/lifecycle transition-table.ts `videoEvidence`):
 * the evidence of the visit being registered — a recording sealed and face checks passed in the
 * room of this visit (`visit_number`, migration 0036), never those of an earlier visit.
 */
export async function videoEvidence(db: Db, act: ActRow): Promise<VideoEvidence> {
  const sealed = await db
    .selectFrom('video_recordings')
    .select('id')
    .where('act_id', '=', act.id)
    .where('visit_number', '=', act.visit_number)
    .where('state', '=', 'sealed')
    .limit(1)
    .executeTakeFirst();
  const identified = await identifiedPins(db, act);
  const unidentified = (await videoParticipantPins(db, act)).filter((pin) => !identified.has(pin)).length;
  return { recordingSealed: sealed !== undefined, unidentified, signed: await signingComplete(db, act) };
}
