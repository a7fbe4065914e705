import { mayChangeNotary } from '../../src-domain/acts/notary-change.ts';
import type { NotaryChoiceBody } from '../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { withActTransaction } from './act-access.ts';
import { editEntry, writeHistory } from './act-audit.ts';
import type { ActRequestContext } from './act-context.ts';
import { detailsAfter } from './act-reload.ts';
import { jsonIdList } from './act-wire.ts';
import { checkChosenNotary, pickNotaryAutomatically, regionOfPerson } from './notary-choice.ts';

/**
 * `POST /api/acts/:uuid/notary` (spec §1: choose freely or be assigned automatically, reject the
 * automatically chosen notary and pick another). A rejected notary is remembered for the act and
 * never picked automatically again; choosing them by hand is refused too.
 */
export async function chooseNotary(ctx: ActRequestContext, user: RequestUser, uuid: string, body: NotaryChoiceBody): Promise<ActDetails> {
  const now = ctx.now();
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      const { act } = access;
      if (!mayChangeNotary({ role: access.viewerRole, step: act.step, state: act.state })) throw new ApiError('act_not_allowed');
      const rejected = jsonIdList(act.rejected_notary_ids);
      if (body.choice === 'reject' && act.notary_id !== null && !rejected.includes(act.notary_id)) rejected.push(act.notary_id);
      const chosen =
        body.choice === 'manual'
          ? await checkChosenNotary(trx, body.notaryId, rejected)
          : await pickNotaryAutomatically(trx, await regionOfPerson(trx, act.applicant_pin), rejected);
      await trx
        .updateTable('notarial_acts')
        .set({
          notary_id: chosen.id,
          office_id: chosen.officeId,
          notary_choice: body.choice === 'manual' ? 'manual' : 'auto',
          rejected_notary_ids: JSON.stringify(rejected),
        })
        .where('id', '=', act.id)
        .execute();
      await writeHistory(trx, act.id, editEntry(access, body.choice === 'reject' ? 'reject_notary' : 'choose_notary', now));
      return detailsAfter(trx, access, now);
    },
    { version: body.version, now },
  );
}
