import { regTypeOf } from '../../src-domain/acts/act-types.ts';
import { takesPartByVideo } from '../../src-domain/video/room-admission.ts';
import type { Db } from '../db/database.ts';
import type { ActRow } from './act-rows.ts';

export interface VideoParticipantParty {
  readonly pin: string;
  readonly role: string;
  /** The name the party row keeps (an outside person), else null: the registry's then. */
  readonly full_name: string | null;
}

export interface VideoParticipants {
  /** The act's parties taking part by video, in row order. */
  readonly parties: readonly VideoParticipantParty[];
  /** The active users of the act's notary office (none before a notary is assigned). */
  readonly notaryPins: readonly string[];
}

/**
 * Who takes part in the act's registration by video (src-domain/video/room-admission.ts
 * `takesPartByVideo`: the notary, and the parties by video who accepted), read once for the
 * room's identity checks (video/video-evidence.ts) and the signing order
 * (signatures/signing-participants.ts).
 */
export async function videoParticipants(db: Db, act: ActRow): Promise<VideoParticipants> {
  const rows = await db
    .selectFrom('act_parties')
    .select(['pin', 'role', 'full_name', 'participation_type', 'status'])
    .where('act_id', '=', act.id)
    .orderBy('id')
    .execute();
  const parties = rows
    .filter((row) => takesPartByVideo({ kind: 'party', participationType: regTypeOf(row.participation_type), status: row.status }))
    .map(({ pin, role, full_name }) => ({ pin, role, full_name }));
  const notaries =
    act.notary_id === null
      ? []
      : await db.selectFrom('users').select('pin').where('notary_id', '=', act.notary_id).where('active', '=', 1).orderBy('id').execute();
  return { parties, notaryPins: notaries.map((row) => row.pin) };
}
