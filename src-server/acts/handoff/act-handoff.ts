import { createHash, randomInt } from 'node:crypto';
import { HANDOFF_CODE_ALPHABET, HANDOFF_CODE_LENGTH, HANDOFF_CODE_TTL_MS, handoffLink } from '../../../src-domain/acts/handoff/handoff-code.ts';
import type { ActHandoffResponse, HandoffRedeemResponse } from '../../../src-domain/http/routes/act-handoff.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RequestSession, RequestUser } from '../../sessions/request-auth.ts';
import { loadActForUser, resolveActAccess } from '../act-access.ts';
import { assertEditable } from '../act-editable.ts';
import { qrSvg } from '../../print/qr-svg.ts';

/** Only a digest is stored (migration 0032): a copy of the table redeems nothing. */
function codeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < HANDOFF_CODE_LENGTH; i++) code += HANDOFF_CODE_ALPHABET[randomInt(HANDOFF_CODE_ALPHABET.length)];
  return code;
}

/**
 * A fresh one-time code for the applicant's act in preparation (docs/decisions/0044-act-handoff-code.md).
 * The person's earlier unused codes for this act stop working: one live code, the one on screen.
 */
export async function createActHandoff(
  db: Db,
  user: RequestUser,
  session: RequestSession,
  uuid: string,
  origin: string,
  now: Date,
): Promise<ActHandoffResponse> {
  const access = await loadActForUser(db, uuid, user);
  // The applicant only, and only while the act is prepared (spec §4 step 1): what the wizard edits.
  assertEditable(access);
  const code = newCode();
  const expiresAt = new Date(now.getTime() + HANDOFF_CODE_TTL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('act_handoffs')
      .set({ used_at: now.toISOString() })
      .where('act_id', '=', access.act.id)
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('act_handoffs')
      .values({
        code_hash: codeHash(code),
        act_id: access.act.id,
        user_id: user.id,
        client_mode: session.clientMode,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
  const link = handoffLink(origin, code);
  return { code, expiresAt, link, qrSvg: await qrSvg(link) };
}

/**
 * The act behind `code` for the person who asked for it, once. Unknown, used, expired and
 * another person's codes are one answer (404 `handoff_code_invalid`): the route tells a guesser
 * nothing, and a code photographed off a terminal's screen is worth nothing to anyone else.
 */
export async function redeemActHandoff(db: Db, user: RequestUser, code: string, now: Date): Promise<HandoffRedeemResponse> {
  const at = now.toISOString();
  const spent = await db
    .updateTable('act_handoffs')
    .set({ used_at: at })
    .where('code_hash', '=', codeHash(code))
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('act_id')
    .executeTakeFirst();
  if (!spent) throw new ApiError('handoff_code_invalid');
  const act = await db.selectFrom('notarial_acts').selectAll().where('id', '=', spent.act_id).executeTakeFirst();
  if (!act) throw new ApiError('handoff_code_invalid');
  // Still the applicant's act (resolveActAccess refuses anyone else), wherever it is now.
  await resolveActAccess(db, act, user);
  return { uuid: act.uuid, wizardStep: act.wizard_step };
}
