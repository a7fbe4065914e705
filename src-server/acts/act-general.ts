import { isRegtypeAllowed } from '../../src-domain/acts/editor/simplified-act.ts';
import type { PatchActBody } from '../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { withActTransaction } from './act-access.ts';
import { editEntry, writeHistory } from './act-audit.ts';
import type { ActRequestContext } from './act-context.ts';
import { assertEditable } from './act-editable.ts';
import { parseExtras, validUntilOf } from './act-extras-input.ts';
import { detailsAfter } from './act-reload.ts';
import { moveWizard } from './act-wizard-move.ts';

/** `PATCH /api/acts/:uuid`: the general info of spec §3 (registration type, language, phone, extras) and the wizard's step. */
export async function patchGeneralInfo(ctx: ActRequestContext, user: RequestUser, uuid: string, body: PatchActBody): Promise<ActDetails> {
  const now = ctx.now();
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      const type = assertEditable(access);
      const simplified = body.simplified ?? access.act.simplified === 1;
      if (!isRegtypeAllowed(simplified, body.regtype ?? access.act.regtype_id)) {
        throw new ApiError('validation_failed', { issues: [{ path: 'regtype', type: 'check', message: 'error_invalid_value' }] });
      }
      const extras = body.extras === undefined ? undefined : parseExtras(type, body.extras);
      const changes = {
        ...(body.regtype === undefined ? {} : { regtype_id: body.regtype }),
        ...(body.language === undefined ? {} : { language: body.language }),
        ...(body.clientPhone === undefined ? {} : { client_phone: body.clientPhone }),
        ...(body.simplified === undefined ? {} : { simplified: body.simplified ? 1 : 0 }),
        ...(extras === undefined ? {} : { extras_json: JSON.stringify(extras), valid_until: validUntilOf(extras) }),
      };
      if (Object.keys(changes).length > 0) await trx.updateTable('notarial_acts').set(changes).where('id', '=', access.act.id).execute();
      if (body.wizardStep !== undefined) {
        const wizardStep = await moveWizard(ctx, trx, access, type, body.wizardStep);
        await trx.updateTable('notarial_acts').set({ wizard_step: wizardStep }).where('id', '=', access.act.id).execute();
      }
      await writeHistory(trx, access.act.id, editEntry(access, 'edit_general', now));
      return detailsAfter(trx, access, now);
    },
    { version: body.version, now },
  );
}
