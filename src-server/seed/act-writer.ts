import type { Selectable } from 'kysely';
import type { ActState } from '../../src-domain/acts/act-states.ts';
import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import type { NotarialActsTable } from '../db/tables/acts.ts';
import type { PersonsTable } from '../db/tables/civil-registry.ts';
import type { PartySpec } from './act-parties.ts';
import { APPLICANT_ROLE } from '../../src-domain/acts/party-roles.ts';
import { personByPin } from './adults.ts';
import { nextId, type SeedContext } from './seed-context.ts';
import { seededUuid } from './uuid.ts';

export interface ActSpec {
  type: ActTypeId;
  applicant: PersonsTable;
  parties: PartySpec[];
  notary: { id: number; office_id: number };
  state: ActState;
  step: number;
  regsystem: 2 | 3 | 4;
  regtype: 1 | 2;
  createdAt: string;
  /** Set for registered acts (step 9). */
  regdate: string | null;
  visitDate: string | null;
  visitTime: string | null;
  language: 'oz' | 'uz' | 'ru';
  sumTiyin: number | null;
  validUntil: string | null;
  remark: string | null;
  cancelReason: string | null;
  partyStatus: 'accepted' | 'declined' | null;
  /** Registry objects the act is about (spec §3 Subjects), copied like POST …/subjects does. */
  subjects?: SubjectSpec[];
}

export type SubjectSpec =
  { kind: 'vehicle'; stateNumber: string; priceTiyin: number | null } | { kind: 'real_estate'; cadastreNumber: string; priceTiyin: number | null };

function personName(person: PersonsTable): string {
  return `${person.surname} ${person.first_name} ${person.patronymic}`;
}

/** A party row with the registry's identity data, as the act routes write one (spec §3 Party). */
function partyRow(ctx: SeedContext, actId: number, spec: ActSpec, party: PartySpec, isApplicant: boolean) {
  const person = personByPin(ctx, party.pin);
  const status = isApplicant ? 'accepted' : spec.partyStatus;
  return {
    id: nextId(ctx.world.act_parties),
    act_id: actId,
    pin: party.pin,
    role: party.role,
    status,
    created_at: spec.createdAt,
    kind: 'individual' as const,
    inn: null,
    full_name: personName(person),
    phone: person.phone,
    doc_type: person.document_type_id,
    doc_number: person.passport_number,
    doc_date: person.passport_issue_date,
    doc_issuer: person.passport_issued_by,
    reg_address: person.registered_address,
    act_address: person.actual_address,
    representative_pin: null,
    participation_type: party.participationType ?? spec.regtype,
    is_payer: isApplicant ? 1 : 0,
    interpreter: null,
    relationship: null,
    invite_token: null,
    sms_sent: 0,
    decided_at: status === null ? null : spec.createdAt,
    data_json: JSON.stringify({ docSeries: person.passport_series }),
  };
}

function subjectRow(ctx: SeedContext, actId: number, createdAt: string, subject: SubjectSpec) {
  const base = { id: nextId(ctx.world.act_subjects), act_id: actId, description: null, price_tiyin: subject.priceTiyin, created_at: createdAt };
  if (subject.kind === 'vehicle') {
    const vehicle = ctx.world.vehicles.find((v) => v.state_number === subject.stateNumber);
    if (!vehicle) throw new RangeError(`no vehicle ${subject.stateNumber}`);
    const data = {
      stateNumber: vehicle.state_number,
      techPassportSeries: vehicle.tech_passport_series,
      techPassportNumber: vehicle.tech_passport_number,
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      colour: vehicle.colour,
      engineNumber: vehicle.engine_number,
      bodyNumber: vehicle.body_number,
      horsepower: vehicle.horsepower,
      valuationTiyin: vehicle.valuation_tiyin,
    };
    return {
      ...base,
      kind: 'vehicle' as const,
      vehicle_id: vehicle.id as number,
      real_estate_id: null,
      state_number: vehicle.state_number,
      cadastre_number: null,
      data_json: JSON.stringify(data),
    };
  }
  const estate = ctx.world.real_estate.find((r) => r.cadastre_number === subject.cadastreNumber);
  if (!estate) throw new RangeError(`no real estate ${subject.cadastreNumber}`);
  const data = {
    cadastreNumber: estate.cadastre_number,
    kind: estate.kind,
    objectName: estate.object_name,
    address: estate.address,
    totalArea: estate.total_area,
    rooms: estate.rooms ?? null,
  };
  return {
    ...base,
    kind: 'real_estate' as const,
    vehicle_id: null,
    real_estate_id: estate.id as number,
    state_number: null,
    cadastre_number: estate.cadastre_number,
    data_json: JSON.stringify(data),
  };
}

/** Per office and year: registry numbers run 00001, 00002, … (NNN office, YY year, NNNNN). */
export class RegistryCounters {
  readonly #next = new Map<string, number>();

  take(officeId: number, regdate: string): string {
    const key = `${officeId}/${regdate.slice(0, 4)}`;
    const n = (this.#next.get(key) ?? 0) + 1;
    this.#next.set(key, n);
    return `${String(officeId).padStart(3, '0')}${regdate.slice(2, 4)}${String(n).padStart(5, '0')}`;
  }
}

export function writeAct(ctx: SeedContext, counters: RegistryCounters, spec: ActSpec): Selectable<NotarialActsTable> {
  const { world } = ctx;
  const id = nextId(world.notarial_acts);
  const service = world.catalogue_services.find((s) => s.act_type_id === spec.type);
  const registered = spec.regdate !== null;
  const act = {
    id,
    uuid: seededUuid(ctx.random),
    act_type_id: spec.type,
    catalogue_service_id: service?.id ?? null,
    regnum: registered && spec.regdate ? counters.take(spec.notary.office_id, spec.regdate) : null,
    regdate: spec.regdate,
    office_id: spec.notary.office_id,
    notary_id: spec.notary.id,
    state: spec.state,
    step: spec.step,
    regsystem_id: spec.regsystem,
    regtype_id: spec.regtype,
    applicant_pin: spec.applicant.pin,
    applicant_inn: null,
    language: spec.language,
    visit_date: spec.visitDate,
    visit_time: spec.visitTime,
    visit_number: 0,
    visit_attended_at: null,
    client_phone: spec.applicant.phone,
    free_of_charge: 0,
    free_reason: null,
    remark: spec.remark,
    sum_tiyin: spec.sumTiyin,
    valid_until: spec.validUntil,
    cancelled_at: spec.cancelReason ? `${spec.regdate ?? spec.createdAt.slice(0, 10)}T10:00:00.000Z` : null,
    cancel_reason: spec.cancelReason,
    created_at: spec.createdAt,
    updated_at: spec.regdate ? `${spec.regdate}T11:30:00.000Z` : spec.createdAt,
    simplified: 0,
    notary_choice: spec.regsystem === 2 ? null : 'manual',
    rejected_notary_ids: '[]',
    extras_json: '{}',
    reason: spec.cancelReason,
    annulled_at: spec.state === 'annulled' && spec.cancelReason ? `${spec.regdate ?? spec.createdAt.slice(0, 10)}T10:00:00.000Z` : null,
    version: 0,
    wizard_step: null,
  } satisfies Selectable<NotarialActsTable>;
  world.notarial_acts.push(act);
  const applicantParty: PartySpec = { pin: spec.applicant.pin, role: APPLICANT_ROLE[spec.type] };
  for (const party of [applicantParty, ...spec.parties]) world.act_parties.push(partyRow(ctx, id, spec, party, party === applicantParty));
  for (const subject of spec.subjects ?? []) world.act_subjects.push(subjectRow(ctx, id, spec.createdAt, subject));
  return act;
}
