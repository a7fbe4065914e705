import { PROXY_RIGHTS, type ProxyRight } from '../../../src-domain/acts/act-extras.ts';
import { isActTypeId } from '../../../src-domain/acts/act-types.ts';
import { readPartyDetails } from '../../../src-domain/acts/editor/party-details.ts';
import type { ActFacts } from '../../../src-domain/acts/blocking/act-facts.ts';
import { isRelationship } from '../../../src-domain/fees/relationship.ts';
import type { CalendarDate } from '../../../src-domain/time/calendar-date.ts';
import { parseDate, parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';

function jsonRecord(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Extras dates are kept as typed, DD.MM.YYYY (act-extras.ts); ISO is read too. */
function dateOf(value: unknown): CalendarDate | null {
  return typeof value === 'string' ? (parseDate(value) ?? parseIsoDate(value)) : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function rightsOf(value: unknown): ProxyRight[] {
  return Array.isArray(value) ? value.filter((right): right is ProxyRight => (PROXY_RIGHTS as readonly unknown[]).includes(right)) : [];
}

/** The act as the blocking rules read it: its row, parties, subjects and the extras they need. */
export async function gatherActFacts(db: Db, actId: number): Promise<ActFacts> {
  const act = await db
    .selectFrom('notarial_acts')
    .select(['id', 'act_type_id', 'applicant_pin', 'applicant_inn', 'extras_json'])
    .where('id', '=', actId)
    .executeTakeFirst();
  if (!act) throw new ApiError('uuid_not_found', { params: { uuid: String(actId) } });
  const type = act.act_type_id;
  if (!isActTypeId(type)) throw new RangeError(`act ${actId} has no known type (${type})`);
  const [parties, subjects] = await Promise.all([
    db
      .selectFrom('act_parties')
      .select(['id', 'pin', 'role', 'kind', 'status', 'relationship', 'data_json'])
      .where('act_id', '=', actId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('act_subjects')
      .select(['id', 'kind', 'vehicle_id', 'real_estate_id', 'state_number', 'cadastre_number'])
      .where('act_id', '=', actId)
      .orderBy('id')
      .execute(),
  ]);
  const extras = jsonRecord(act.extras_json);
  // The rights of the act and those given to each attorney (src-domain/acts/editor/party-details.ts) obey the same §5 limits.
  const attorneyRights = parties
    .filter((p) => p.role === 'attorney')
    .flatMap((p) => readPartyDetails(jsonRecord(p.data_json).details).attorneyRights?.rights ?? []);
  const rights = [...new Set([...rightsOf(extras.rights), ...attorneyRights])];
  return {
    id: act.id,
    actTypeId: type,
    applicantPin: act.applicant_pin,
    applicantInn: act.applicant_inn,
    parties: parties.map((p) => ({
      id: p.id,
      pin: p.pin,
      role: p.role,
      kind: p.kind,
      status: p.status,
      isApplicant: p.pin === act.applicant_pin,
      relationship: isRelationship(p.relationship) ? p.relationship : null,
    })),
    subjects: subjects.map((s) => ({
      id: s.id,
      kind: s.kind,
      vehicleId: s.vehicle_id,
      realEstateId: s.real_estate_id,
      stateNumber: s.state_number,
      cadastreNumber: s.cadastre_number,
    })),
    proxy: { rights, validUntil: dateOf(extras.validUntil), baseProxyRegnum: textOf(extras.baseProxyRegnum) },
    travel: { independent: extras.independent === true, departureDate: dateOf(extras.dateFrom) },
  };
}
