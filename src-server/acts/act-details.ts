import { isActTypeId, regTypeOf } from '../../src-domain/acts/act-types.ts';
import { isActStep } from '../../src-domain/acts/steps.ts';
import { allowedActions } from '../../src-domain/acts/lifecycle/allowed-actions.ts';
import type { ActAction } from '../../src-domain/acts/lifecycle/act-actions.ts';
import type { ActBlockingIssue, ActDetails, ActHistoryItem, ActRemark } from '../../src-domain/http/routes/acts.ts';
import { isLocale } from '../../src-domain/i18n/locale.ts';
import { type ActViewer, disclosePartyData, partyDisclosure, shownName, shownPin } from '../../src-domain/acts/party-disclosure.ts';
import { discloseSubjectData } from '../../src-domain/acts/subject-disclosure.ts';
import type { Db } from '../db/database.ts';
import { localized } from '../db/localized.ts';
import type { ActAccess } from './act-access.ts';
import { isNoShowNow } from './act-lifecycle-facts.ts';
import type { ActRow } from './act-rows.ts';
import { invoiceToWire, jsonIdList, jsonObject, partyToWire, personName, subjectToWire } from './act-wire.ts';

/** The applicant's own party row: the first row with the applicant's pin (written at creation). */
export function applicantPartyId(parties: readonly { id: number; pin: string }[], applicantPin: string): number | null {
  return parties.find((party) => party.pin === applicantPin)?.id ?? null;
}

export async function namesByPin(db: Db, pins: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(pins)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('persons').select(['pin', 'surname', 'first_name', 'patronymic']).where('pin', 'in', unique).execute();
  return new Map(rows.map((row) => [row.pin, personName(row)]));
}

async function notaryAndOffice(db: Db, act: ActRow): Promise<Pick<ActDetails, 'notary' | 'office'>> {
  const notary =
    act.notary_id === null
      ? undefined
      : await db.selectFrom('notaries').select(['id', 'name_oz', 'name_uz', 'name_ru', 'phone']).where('id', '=', act.notary_id).executeTakeFirst();
  const office =
    act.office_id === null
      ? undefined
      : await db
          .selectFrom('notary_offices')
          .select(['id', 'name_oz', 'name_uz', 'name_ru', 'address_oz', 'address_uz', 'address_ru'])
          .where('id', '=', act.office_id)
          .executeTakeFirst();
  return {
    notary: notary ? { id: notary.id, name: localized(notary, 'name'), phone: notary.phone } : null,
    office: office ? { id: office.id, name: localized(office, 'name'), address: localized(office, 'address') } : null,
  };
}

/** What this user may do now (spec §4, §6): the lifecycle table; nothing once the visit day lapsed. */
export function actionsFor(access: ActAccess, now: Date): ActAction[] {
  const { act, actor, viewerRole } = access;
  if (viewerRole === 'admin' || !isActStep(act.step) || isNoShowNow(act, now)) return [];
  return [
    ...allowedActions({
      step: act.step,
      state: act.state,
      actor: actor.role,
      partyStatus: actor.partyStatus,
      freeOfCharge: act.free_of_charge === 1,
      regtype: regTypeOf(act.regtype_id),
    }),
  ];
}

export async function listRemarks(db: Db, actId: number): Promise<ActRemark[]> {
  const rows = await db.selectFrom('act_remarks').selectAll().where('act_id', '=', actId).orderBy('id').execute();
  const names = await namesByPin(
    db,
    rows.map((row) => row.author_pin),
  );
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    authorName: names.get(row.author_pin) ?? row.author_pin,
    createdAt: row.created_at,
    resolvedAt: row.resolved_at,
  }));
}

/** The viewer of an act as the disclosure rules see them (src-domain/acts/party-disclosure.ts). */
function viewerOf(access: ActAccess): ActViewer {
  return { role: access.viewerRole, pin: access.pin };
}

/** An actor's name in the history: the notary's is public; an applicant's or party's as the viewer may read it. */
function actorName(access: ActAccess, row: { actor_pin: string | null; actor_role: string }, names: ReadonlyMap<string, string>): string | null {
  if (row.actor_pin === null) return null;
  const name = names.get(row.actor_pin) ?? row.actor_pin;
  if (row.actor_role !== 'applicant' && row.actor_role !== 'party') return name;
  return shownName(name, partyDisclosure(viewerOf(access), row.actor_pin, access.act.applicant_pin));
}

export async function listHistory(db: Db, access: ActAccess): Promise<ActHistoryItem[]> {
  const rows = await db.selectFrom('act_history').selectAll().where('act_id', '=', access.act.id).orderBy('id').execute();
  const names = await namesByPin(
    db,
    rows.flatMap((row) => (row.actor_pin === null ? [] : [row.actor_pin])),
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at,
    actorRole: row.actor_role as ActHistoryItem['actorRole'],
    actorName: actorName(access, row, names),
    action: row.action as ActHistoryItem['action'],
    fromStep: row.from_step,
    toStep: row.to_step,
    fromState: row.from_state as ActHistoryItem['fromState'],
    toState: row.to_state as ActHistoryItem['toState'],
    reason: row.reason,
  }));
}

/**
 * The whole act as `access`'s user sees it (src-domain/http/routes/acts.ts ActDetails). Reads
 * with `db`, which may be the mutation's transaction so the answer shows what was committed.
 */
export async function loadActDetails(db: Db, access: ActAccess, now: Date, blockingIssues: readonly ActBlockingIssue[] = []): Promise<ActDetails> {
  const { act } = access;
  const [parties, subjects, invoices, remarks, history, place, applicant] = await Promise.all([
    db.selectFrom('act_parties').selectAll().where('act_id', '=', act.id).orderBy('id').execute(),
    db.selectFrom('act_subjects').selectAll().where('act_id', '=', act.id).orderBy('id').execute(),
    db.selectFrom('act_invoices').selectAll().where('act_id', '=', act.id).orderBy('id').execute(),
    listRemarks(db, act.id),
    listHistory(db, access),
    notaryAndOffice(db, act),
    namesByPin(db, [act.applicant_pin]),
  ]);
  const unnamed = await namesByPin(
    db,
    parties.filter((row) => row.full_name === null).map((row) => row.pin),
  );
  const applicantParty = applicantPartyId(parties, act.applicant_pin);
  const actTypeId = isActTypeId(act.act_type_id) ? act.act_type_id : 11680;
  const step = isActStep(act.step) ? act.step : 1;
  return {
    id: act.id,
    uuid: act.uuid,
    actTypeId,
    simplified: act.simplified === 1,
    step,
    state: act.state,
    regsystemId: act.regsystem_id === 2 || act.regsystem_id === 4 ? act.regsystem_id : 3,
    regtypeId: regTypeOf(act.regtype_id),
    language: isLocale(act.language) ? act.language : 'oz',
    regnum: act.regnum,
    regdate: act.regdate,
    ...place,
    notaryChoice: act.notary_choice,
    rejectedNotaryIds: jsonIdList(act.rejected_notary_ids),
    applicantPin: shownPin(act.applicant_pin, partyDisclosure(viewerOf(access), act.applicant_pin, act.applicant_pin)),
    applicantName: shownName(applicant.get(act.applicant_pin) ?? act.applicant_pin, partyDisclosure(viewerOf(access), act.applicant_pin, act.applicant_pin)),
    clientPhone: act.client_phone,
    visitDate: act.visit_date,
    visitTime: act.visit_time,
    freeOfCharge: act.free_of_charge === 1,
    freeReason: act.free_reason,
    sumTiyin: act.sum_tiyin,
    validUntil: act.valid_until,
    reason: act.reason ?? act.cancel_reason,
    cancelledAt: act.cancelled_at,
    annulledAt: act.annulled_at,
    createdAt: act.created_at,
    updatedAt: act.updated_at,
    extras: jsonObject(act.extras_json),
    wizardStep: act.wizard_step,
    version: act.version,
    viewer: { role: access.viewerRole, partyId: access.party?.id ?? null, partyStatus: access.party?.status ?? null },
    allowedActions: actionsFor(access, now),
    editable: isEditable(access),
    parties: parties.map((row) => {
      // Parties seeded without a name snapshot are named from the civil registry.
      const party = partyToWire({ ...row, full_name: row.full_name ?? unnamed.get(row.pin) ?? null }, act.applicant_pin, applicantParty);
      return disclosePartyData(party, partyDisclosure(viewerOf(access), row.pin, act.applicant_pin));
    }),
    subjects: subjects.map((row) => {
      // The payer's card and account only to the applicant and the notary (src-domain/acts/subject-disclosure.ts).
      const subject = subjectToWire(row);
      return { ...subject, data: discloseSubjectData(subject.data, viewerOf(access)) };
    }),
    invoices: invoices.map((row) => {
      // The payer is a party: named as the viewer may read that party (a stranger by initials).
      const payer = parties.find((party) => party.id === row.payer_party_id);
      const invoice = invoiceToWire(row);
      return payer ? { ...invoice, payerName: shownName(invoice.payerName, partyDisclosure(viewerOf(access), payer.pin, act.applicant_pin)) } : invoice;
    }),
    remarks,
    history,
    blockingIssues: [...blockingIssues],
  };
}

/** General info, parties and subjects change only in preparation, by the applicant (spec §4 step 1). */
export function isEditable(access: ActAccess): boolean {
  return access.viewerRole === 'applicant' && access.act.step === 1 && access.act.state === 'draft';
}
