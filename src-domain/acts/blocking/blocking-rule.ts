import type { ActFacts, RegistryFacts, SubjectFacts } from './act-facts.ts';
import type { BlockingCode, BlockingIssue, BlockingParams, BlockingStage } from './blocking-issue.ts';

/** One spec §5 rule: the issues it finds in an act, given what the registries say. */
export type BlockingRule = (act: ActFacts, registry: RegistryFacts, stage: BlockingStage) => BlockingIssue[];

export function issue(code: BlockingCode, params: BlockingParams = {}): BlockingIssue {
  return { code, params };
}

/** Each pin once, in first-seen order (a person may hold two roles). */
export function uniquePins(pins: Iterable<string>): string[] {
  return [...new Set(pins)];
}

/** How a message names a subject: its plate or cadastre number as the act recorded it. */
export function subjectRef(subject: SubjectFacts): string {
  return subject.stateNumber ?? subject.cadastreNumber ?? '';
}

/** The registry owners of a subject, or undefined when the subject is not a registry object or was not found. */
export function registryOwners(
  subject: SubjectFacts,
  registry: RegistryFacts,
): { ref: string; ownerPins: readonly string[]; ownerInn: string | null } | undefined {
  if (subject.kind === 'vehicle' && subject.vehicleId !== null) {
    const vehicle = registry.vehicles[subject.vehicleId];
    return vehicle ? { ref: vehicle.stateNumber, ownerPins: vehicle.ownerPins, ownerInn: vehicle.ownerInn } : undefined;
  }
  if (subject.kind === 'real_estate' && subject.realEstateId !== null) {
    const estate = registry.realEstate[subject.realEstateId];
    return estate ? { ref: estate.cadastreNumber, ownerPins: estate.ownerPins, ownerInn: null } : undefined;
  }
  return undefined;
}
