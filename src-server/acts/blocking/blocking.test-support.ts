import { randomUUID } from 'node:crypto';
import type { ActState } from '../../../src-domain/acts/act-states.ts';
import type { ActTypeId } from '../../../src-domain/acts/act-types.ts';
import { APPLICANT_ROLE } from '../../../src-domain/acts/party-roles.ts';
import type { Db } from '../../db/database.ts';
import type { ActPartyStatus } from '../../db/tables/acts.ts';

export interface TestPartySpec {
  pin: string;
  role: string;
  status?: ActPartyStatus;
  relationship?: string;
}

export type TestSubjectSpec =
  | { kind: 'vehicle'; vehicleId: number | null; stateNumber: string }
  | { kind: 'real_estate'; realEstateId: number | null; cadastreNumber: string }
  | { kind: 'other'; description: string };

export interface TestActSpec {
  type: ActTypeId;
  applicant: string;
  parties?: TestPartySpec[];
  subjects?: TestSubjectSpec[];
  extras?: Record<string, unknown>;
  state?: ActState;
  step?: number;
}

const AT = '2026-11-22T06:00:00.000Z';

/**
 * Writes an act the way the act routes leave it (the applicant's own accepted party row, then
 * the others and the subjects), so the blocking check reads real rows of a seeded database.
 */
export async function insertAct(db: Db, spec: TestActSpec): Promise<{ id: number; uuid: string }> {
  const uuid = randomUUID();
  const act = await db
    .insertInto('notarial_acts')
    .values({
      uuid,
      act_type_id: spec.type,
      catalogue_service_id: null,
      regnum: null,
      regdate: null,
      office_id: null,
      notary_id: null,
      state: spec.state ?? 'draft',
      step: spec.step ?? 1,
      regsystem_id: 3,
      regtype_id: 1,
      applicant_pin: spec.applicant,
      applicant_inn: null,
      language: 'oz',
      visit_date: null,
      visit_time: null,
      client_phone: null,
      free_of_charge: 0,
      free_reason: null,
      remark: null,
      sum_tiyin: null,
      valid_until: null,
      cancelled_at: null,
      cancel_reason: null,
      created_at: AT,
      updated_at: AT,
      notary_choice: null,
      reason: null,
      annulled_at: null,
      extras_json: JSON.stringify(spec.extras ?? {}),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const parties = [{ pin: spec.applicant, role: APPLICANT_ROLE[spec.type], status: 'accepted' as const }, ...(spec.parties ?? [])];
  for (const party of parties) {
    await db
      .insertInto('act_parties')
      .values({
        act_id: act.id,
        pin: party.pin,
        role: party.role,
        status: party.status ?? null,
        created_at: AT,
        inn: null,
        full_name: null,
        phone: null,
        doc_type: null,
        doc_number: null,
        doc_date: null,
        doc_issuer: null,
        reg_address: null,
        act_address: null,
        representative_pin: null,
        interpreter: null,
        relationship: 'relationship' in party ? (party.relationship ?? null) : null,
        invite_token: null,
        decided_at: null,
      })
      .execute();
  }
  for (const subject of spec.subjects ?? []) {
    await db
      .insertInto('act_subjects')
      .values({
        act_id: act.id,
        kind: subject.kind,
        vehicle_id: subject.kind === 'vehicle' ? subject.vehicleId : null,
        real_estate_id: subject.kind === 'real_estate' ? subject.realEstateId : null,
        state_number: subject.kind === 'vehicle' ? subject.stateNumber : null,
        cadastre_number: subject.kind === 'real_estate' ? subject.cadastreNumber : null,
        description: subject.kind === 'other' ? subject.description : null,
        price_tiyin: null,
        created_at: AT,
      })
      .execute();
  }
  return { id: act.id, uuid };
}

export async function vehicleIdOf(db: Db, stateNumber: string): Promise<number> {
  return (await db.selectFrom('vehicles').select('id').where('state_number', '=', stateNumber).executeTakeFirstOrThrow()).id;
}

export async function realEstateIdOf(db: Db, cadastreNumber: string): Promise<number> {
  return (await db.selectFrom('real_estate').select('id').where('cadastre_number', '=', cadastreNumber).executeTakeFirstOrThrow()).id;
}
