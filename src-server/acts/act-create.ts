import { randomUUID } from 'node:crypto';
import { type ActTypeId, regTypeOf } from '../../src-domain/acts/act-types.ts';
import { formatBlockingIssue } from '../../src-domain/acts/blocking/blocking-messages.ts';
import { residenceCreationIssue } from '../../src-domain/acts/blocking/subject-ownership-rule.ts';
import { APPLICANT_ROLE } from '../../src-domain/acts/party-roles.ts';
import type { CreateActBody } from '../../src-domain/http/routes/acts-bodies.ts';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { writeHistory } from './act-audit.ts';
import type { ActRequestContext } from './act-context.ts';
import { parseExtras, validUntilOf } from './act-extras-input.ts';
import { personName } from './act-wire.ts';
import { checkChosenNotary, pickNotaryAutomatically, regionOfPerson } from './notary-choice.ts';

/** Acts created on this portal are regsystem 3 and open at /enotarial_act/{uuid} (docs/decisions/0009-act-editor-and-simplified-act.md). */
export const PORTAL_REGSYSTEM = 3;

/**
 * Refuses a new act while the user has `max` acts in preparation (docs/security.md "Act
 * creation"). On PostgreSQL the user's row is locked first, so two creations at once cannot
 * both pass the count; SQLite runs one write transaction at a time anyway.
 */
async function assertDraftRoom(trx: Db, user: RequestUser, max: number): Promise<void> {
  if (dialectOf(trx) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
  const { count } = await trx
    .selectFrom('notarial_acts')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('applicant_pin', '=', user.pin)
    .where('state', '=', 'draft')
    .where('step', '=', 1)
    .executeTakeFirstOrThrow();
  if (Number(count) >= max) throw new ApiError('act_drafts_limit', { params: { max } });
}

/**
 * Who may start an act of `type` at all: spec §6 "A property owner only may create the
 * residence-registration consent act" (the cadastre is asked; 400 `act_blocked` with the rule's text).
 */
export async function assertMayCreate(ctx: ActRequestContext, user: RequestUser, type: ActTypeId): Promise<void> {
  if (type !== 11944) return;
  const found = residenceCreationIssue(type, (await ctx.registries.cadastre.propertiesOf(user.pin)).length);
  if (found) throw new ApiError('act_blocked', { params: { message: formatBlockingIssue(found, ctx.locale), code: found.code } });
}

/**
 * `POST /api/acts` (spec §4.5 "new act"): the act in step 1 with its notary chosen (automatic
 * or the applicant's), the applicant as its first party row (accepted, with the registry's
 * identity data), and the history line, in one transaction. Returns the new act's uuid.
 */
export async function createAct(db: Db, user: RequestUser, body: CreateActBody, now: Date, limits: { maxOpenDrafts: number }): Promise<string> {
  const extras = parseExtras(body.actTypeId, body.extras);
  const uuid = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await assertDraftRoom(trx, user, limits.maxOpenDrafts);
    const notary =
      body.notaryChoice === 'manual' && body.notaryId !== undefined
        ? await checkChosenNotary(trx, body.notaryId, [])
        : await pickNotaryAutomatically(trx, await regionOfPerson(trx, user.pin), []);
    const service = await trx.selectFrom('catalogue_services').select('id').where('act_type_id', '=', body.actTypeId).orderBy('id').executeTakeFirst();
    const person = await trx.selectFrom('persons').selectAll().where('pin', '=', user.pin).executeTakeFirst();
    const act = await trx
      .insertInto('notarial_acts')
      .values({
        uuid,
        act_type_id: body.actTypeId,
        catalogue_service_id: service?.id ?? null,
        regnum: null,
        regdate: null,
        office_id: notary.officeId,
        notary_id: notary.id,
        state: 'draft',
        step: 1,
        regsystem_id: PORTAL_REGSYSTEM,
        regtype_id: body.regtype,
        applicant_pin: user.pin,
        applicant_inn: null,
        language: body.language,
        visit_date: null,
        visit_time: null,
        client_phone: body.clientPhone,
        free_of_charge: 0,
        free_reason: null,
        remark: null,
        sum_tiyin: null,
        valid_until: validUntilOf(extras),
        cancelled_at: null,
        cancel_reason: null,
        created_at: at,
        updated_at: at,
        simplified: body.simplified ? 1 : 0,
        notary_choice: body.notaryChoice,
        rejected_notary_ids: '[]',
        extras_json: JSON.stringify(extras),
        reason: null,
        annulled_at: null,
        version: 0,
        // A simplified act has no parties or subjects to walk through: the generic editor serves it.
        wizard_step: body.wizardStep !== undefined && !body.simplified ? body.wizardStep : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('act_parties')
      .values({
        act_id: act.id,
        pin: user.pin,
        role: APPLICANT_ROLE[body.actTypeId],
        status: 'accepted',
        created_at: at,
        kind: 'individual',
        full_name: person ? personName(person) : null,
        phone: body.clientPhone,
        doc_type: person?.document_type_id ?? null,
        doc_number: person?.passport_number ?? null,
        doc_date: person?.passport_issue_date ?? null,
        doc_issuer: person?.passport_issued_by ?? null,
        reg_address: person?.registered_address ?? null,
        act_address: person?.actual_address ?? null,
        participation_type: regTypeOf(body.regtype),
        is_payer: 1,
        decided_at: at,
        data_json: JSON.stringify(person ? { docSeries: person.passport_series } : {}),
      })
      .execute();
    await writeHistory(trx, act.id, {
      actorPin: user.pin,
      actorRole: 'applicant',
      at,
      action: 'create',
      fromStep: 1,
      toStep: 1,
      fromState: 'draft',
      toState: 'draft',
      reason: null,
    });
  });
  return uuid;
}
