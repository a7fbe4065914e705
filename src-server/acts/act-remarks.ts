import type { AddRemarkBody } from '../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { withActTransaction } from './act-access.ts';
import { editEntry, writeHistory } from './act-audit.ts';
import type { ActRequestContext } from './act-context.ts';
import { detailsAfter } from './act-reload.ts';

/**
 * `POST /api/acts/:uuid/remarks`: the act's notary notes a defect while checking (spec §4 step 2)
 * without returning the act yet; `return_with_remarks` sends it back with its own remark.
 */
export async function addRemark(ctx: ActRequestContext, user: RequestUser, uuid: string, body: AddRemarkBody): Promise<ActDetails> {
  const now = ctx.now();
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      if (access.viewerRole !== 'notary') throw new ApiError('act_not_allowed');
      if (access.act.step !== 2 || access.act.state !== 'draft') throw new ApiError('act_not_allowed');
      await trx
        .insertInto('act_remarks')
        .values({ act_id: access.act.id, author_pin: access.pin, text: body.text, created_at: now.toISOString(), resolved_at: null })
        .execute();
      await writeHistory(trx, access.act.id, editEntry(access, 'add_remark', now, body.text));
      return detailsAfter(trx, access, now);
    },
    { version: body.version, now },
  );
}
