import type { ActFacts, PersonRecordFacts, RealEstateFacts, RegistryFacts, VehicleFacts } from '../../../src-domain/acts/blocking/act-facts.ts';
import { DEBT_CHECKED_ROLES } from '../../../src-domain/acts/blocking/enforcement-debt-rule.ts';
import { parseIsoDate } from '../../../src-domain/time/parse-date.ts';
import { todayInTashkent } from '../../../src-domain/time/tashkent.ts';
import type { CivilPerson } from '../../registries/civil-registry.ts';
import type { Registries } from '../../registries/registries.ts';
import { findBaseProxy } from './base-proxy.ts';
import type { BlockingDeps } from './blocking-deps.ts';
import { familyNeighbourhood } from './family-neighbourhood.ts';
import { openActCandidates } from './open-acts.ts';

function personFacts(person: CivilPerson): PersonRecordFacts | undefined {
  const birthDate = parseIsoDate(person.birthDate);
  return birthDate ? { birthDate, deceased: person.deathDate !== null, hasBirthRecord: person.birthCertificateNumber !== null } : undefined;
}

async function vehicleFacts(registries: Registries, act: ActFacts): Promise<Record<number, VehicleFacts>> {
  const found: Record<number, VehicleFacts> = {};
  for (const subject of act.subjects) {
    if (subject.kind !== 'vehicle' || subject.vehicleId === null || found[subject.vehicleId]) continue;
    const vehicle = await registries.vehicles.findById(subject.vehicleId);
    if (!vehicle) continue;
    const owners = await registries.vehicles.owners(vehicle.id);
    const restrictions = await registries.vehicles.restrictions(vehicle.id, { activeOnly: true });
    found[vehicle.id] = {
      stateNumber: vehicle.stateNumber,
      ownerPins: owners.length > 0 ? owners.map((o) => o.pin) : vehicle.ownerPin ? [vehicle.ownerPin] : [],
      ownerInn: vehicle.ownerInn,
      activeRestrictions: restrictions.map((r) => ({ kind: r.kind, amountTiyin: r.amountTiyin })),
    };
  }
  return found;
}

async function realEstateFacts(registries: Registries, act: ActFacts): Promise<Record<number, RealEstateFacts>> {
  const found: Record<number, RealEstateFacts> = {};
  for (const subject of act.subjects) {
    if (subject.kind !== 'real_estate' || subject.realEstateId === null || found[subject.realEstateId]) continue;
    const estate = await registries.cadastre.findById(subject.realEstateId);
    if (estate) found[estate.id] = { cadastreNumber: estate.cadastreNumber, ownerPins: estate.owners.map((o) => o.pin) };
  }
  return found;
}

/**
 * What the state registries say about the act's people and property (spec §5): the civil
 * registry (deaths, birth records, family), the enforcement bureau, the traffic-safety
 * database, the cadastre, the power-of-attorney register and the other open acts.
 */
export async function gatherRegistryFacts(deps: BlockingDeps, act: ActFacts): Promise<RegistryFacts> {
  const { registries, db } = deps;
  const family = await familyNeighbourhood(registries.civil, act.applicantPin);
  const vehicles = await vehicleFacts(registries, act);
  const realEstate = await realEstateFacts(registries, act);

  const ownerPins = [...Object.values(vehicles), ...Object.values(realEstate)].flatMap((o) => o.ownerPins);
  const childPins = family.edges.filter((e) => e.pin === act.applicantPin && e.relation === 'child').map((e) => e.relativePin);
  const persons: Record<string, PersonRecordFacts> = {};
  for (const pin of new Set([act.applicantPin, ...act.parties.map((p) => p.pin), ...ownerPins, ...childPins])) {
    const person = family.people.get(pin) ?? (await registries.civil.findPerson(pin));
    const facts = person ? personFacts(person) : undefined;
    if (facts) persons[pin] = facts;
  }

  const outstandingDebtTiyin: Record<string, number> = {};
  for (const pin of new Set([act.applicantPin, ...act.parties.filter((p) => DEBT_CHECKED_ROLES.includes(p.role)).map((p) => p.pin)])) {
    outstandingDebtTiyin[pin] = await registries.enforcement.outstandingTiyin(pin);
  }

  return {
    today: todayInTashkent(deps.now?.() ?? new Date()),
    persons,
    outstandingDebtTiyin,
    vehicles,
    realEstate,
    family: family.edges,
    baseProxy: act.proxy.baseProxyRegnum === null ? null : await findBaseProxy(db, act.proxy.baseProxyRegnum),
    openActs: await openActCandidates(db, act),
  };
}
