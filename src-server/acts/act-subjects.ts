import { subjectKindAllowed } from '../../src-domain/acts/subject-kinds.ts';
import { commonToStore, subjectCommonIssues, type StoredCard, type SubjectCommon } from '../../src-domain/acts/editor/subject-common-fields.ts';
import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import type { AddSubjectBody, EditSubjectBody } from '../../src-domain/http/routes/acts-bodies.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { withActTransaction } from './act-access.ts';
import { editEntry, writeHistory } from './act-audit.ts';
import { assertNotBlocked } from './act-blocking.ts';
import type { ActRequestContext } from './act-context.ts';
import { assertEditable } from './act-editable.ts';
import { detailsAfter } from './act-reload.ts';
import { jsonObject } from './act-wire.ts';
import { registrySnapshot } from './subject-snapshot.ts';

/** The common subject fields live beside the registry snapshot; a later edit replaces them. */
const COMMON_PREFIX = 'common.';

function withCommon(data: Record<string, unknown>, common: Record<string, unknown> | undefined): Record<string, unknown> {
  if (common === undefined) return data;
  const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !key.startsWith(COMMON_PREFIX)));
  for (const [key, value] of Object.entries(common)) if (value !== undefined) kept[`${COMMON_PREFIX}${key}`] = value;
  return kept;
}

/** The card a subject's stored data holds: its last four digits and expiry, or null. */
function storedCardOf(data: Readonly<Record<string, unknown>>): StoredCard | null {
  const last4 = data[`${COMMON_PREFIX}cardLast4`];
  const expiry = data[`${COMMON_PREFIX}cardExpiry`];
  return typeof last4 === 'string' && typeof expiry === 'string' ? { cardLast4: last4, cardExpiry: expiry } : null;
}

/**
 * The common fields checked against the act (src-domain/acts/editor/subject-common-fields.ts:
 * what the type asks, the card, the share's recipient) and turned into what is stored: of a
 * card number only its last four digits (docs/decisions/0050-subject-common-fields.md).
 */
async function checkedCommon(
  ctx: ActRequestContext,
  trx: Db,
  actId: number,
  type: ActTypeId,
  common: SubjectCommon | undefined,
  data: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown> | undefined> {
  if (common === undefined) return undefined;
  const parties = await trx.selectFrom('act_parties').select('id').where('act_id', '=', actId).execute();
  const storedCard = storedCardOf(data);
  const issues = subjectCommonIssues(common, {
    actTypeId: type,
    partyIds: parties.map((party) => party.id),
    today: todayInTashkent(ctx.now()),
    storedCard,
  });
  if (issues.length > 0)
    throw new ApiError('validation_failed', { issues: issues.map((issue) => ({ path: `common.${issue.path}`, type: 'check', message: issue.message })) });
  return commonToStore(common, storedCard);
}

/** The act's sum (spec §3 "sum"): the total of its subjects' prices, null while none is priced. */
async function updateActSum(trx: Db, actId: number): Promise<void> {
  const rows = await trx.selectFrom('act_subjects').select('price_tiyin').where('act_id', '=', actId).execute();
  const priced = rows.flatMap((row) => (row.price_tiyin === null ? [] : [row.price_tiyin]));
  await trx
    .updateTable('notarial_acts')
    .set({ sum_tiyin: priced.length === 0 ? null : priced.reduce((sum, price) => sum + price, 0) })
    .where('id', '=', actId)
    .execute();
}

/**
 * `POST /api/acts/:uuid/subjects` (spec §2 screen 15): a registry vehicle or real estate (found by
 * the registry lookups) is copied into the act as it is now, so the act keeps what the parties agreed on
 * even if the registry changes later; then the §5 rules for an added subject run.
 */
export async function addSubject(ctx: ActRequestContext, user: RequestUser, uuid: string, body: AddSubjectBody): Promise<ActDetails> {
  const now = ctx.now();
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      const type = assertEditable(access);
      if (!subjectKindAllowed(type, body.kind)) throw new ApiError('subject_kind_not_allowed');
      const common = await checkedCommon(ctx, trx, access.act.id, type, body.common, {});
      const snapshot = await registrySnapshot(ctx.registriesIn(trx), body);
      if (snapshot.registryId !== null) {
        const column = body.kind === 'vehicle' ? 'vehicle_id' : 'real_estate_id';
        const twin = await trx
          .selectFrom('act_subjects')
          .select('id')
          .where('act_id', '=', access.act.id)
          .where(column, '=', snapshot.registryId)
          .executeTakeFirst();
        if (twin) throw new ApiError('subject_exists');
      }
      await trx
        .insertInto('act_subjects')
        .values({
          act_id: access.act.id,
          kind: body.kind,
          vehicle_id: body.kind === 'vehicle' ? body.vehicleId : null,
          real_estate_id: body.kind === 'real_estate' ? body.realEstateId : null,
          state_number: snapshot.stateNumber,
          cadastre_number: snapshot.cadastreNumber,
          description: body.kind === 'other' ? body.description : null,
          price_tiyin: body.priceTiyin ?? null,
          data_json: JSON.stringify(withCommon(snapshot.data, common)),
          created_at: now.toISOString(),
        })
        .execute();
      await updateActSum(trx, access.act.id);
      await writeHistory(trx, access.act.id, editEntry(access, 'add_subject', now, snapshot.stateNumber ?? snapshot.cadastreNumber));
      await assertNotBlocked(ctx.blocking, trx, access.act.id, 'add_subject', ctx.locale);
      return detailsAfter(trx, access, now);
    },
    { version: body.version, now },
  );
}

async function findSubject(trx: Db, actId: number, subjectId: number) {
  const row = await trx.selectFrom('act_subjects').selectAll().where('act_id', '=', actId).where('id', '=', subjectId).executeTakeFirst();
  if (!row) throw new ApiError('act_item_not_found');
  return row;
}

/** `PATCH /api/acts/:uuid/subjects/:subjectId`: price, the description of other property, common fields. */
export async function editSubject(ctx: ActRequestContext, user: RequestUser, uuid: string, subjectId: number, body: EditSubjectBody): Promise<ActDetails> {
  const now = ctx.now();
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      const type = assertEditable(access);
      const subject = await findSubject(trx, access.act.id, subjectId);
      const data = jsonObject(subject.data_json);
      const common = await checkedCommon(ctx, trx, access.act.id, type, body.common, data);
      if (body.description !== undefined && subject.kind !== 'other')
        throw new ApiError('validation_failed', { issues: [{ path: 'description', type: 'check', message: 'error_invalid_value' }] });
      await trx
        .updateTable('act_subjects')
        .set({
          data_json: JSON.stringify(withCommon(data, common)),
          ...(body.priceTiyin === undefined ? {} : { price_tiyin: body.priceTiyin }),
          ...(body.description === undefined ? {} : { description: body.description }),
        })
        .where('id', '=', subject.id)
        .execute();
      await updateActSum(trx, access.act.id);
      await writeHistory(trx, access.act.id, editEntry(access, 'edit_subject', now));
      return detailsAfter(trx, access, now);
    },
    { version: body.version, now },
  );
}

/** `DELETE /api/acts/:uuid/subjects/:subjectId`. */
export async function removeSubject(ctx: ActRequestContext, user: RequestUser, uuid: string, subjectId: number, version?: number): Promise<ActDetails> {
  const now = ctx.now();
  return withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      assertEditable(access);
      const subject = await findSubject(trx, access.act.id, subjectId);
      await trx.deleteFrom('act_subjects').where('id', '=', subject.id).execute();
      await updateActSum(trx, access.act.id);
      await writeHistory(trx, access.act.id, editEntry(access, 'remove_subject', now, subject.state_number ?? subject.cadastre_number ?? subject.description));
      return detailsAfter(trx, access, now);
    },
    { version, now },
  );
}
