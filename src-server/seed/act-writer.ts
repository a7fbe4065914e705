import type { Selectable } from 'kysely';
import type { ActState } from '../../src-domain/acts/act-states.ts';
import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import type { NotarialActsTable } from '../db/tables/acts.ts';
import type { PersonsTable } from '../db/tables/civil-registry.ts';
import type { PartySpec } from './act-parties.ts';
import { APPLICANT_ROLE } from './act-parties.ts';
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
  } satisfies Selectable<NotarialActsTable>;
  world.notarial_acts.push(act);
  const applicantParty: PartySpec = { pin: spec.applicant.pin, role: APPLICANT_ROLE[spec.type] };
  for (const party of [applicantParty, ...spec.parties]) {
    world.act_parties.push({ id: nextId(world.act_parties), act_id: id, pin: party.pin, role: party.role, status: party === applicantParty ? 'accepted' : spec.partyStatus, created_at: spec.createdAt });
  }
  return act;
}
