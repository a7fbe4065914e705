import type { BlockingRule } from './blocking-rule.ts';
import { issue, subjectRef } from './blocking-rule.ts';

/**
 * Spec §8 "vehicle or property data missing, contact the traffic safety service or real-estate
 * register": a vehicle or real-estate subject must be a record of its registry.
 */
export const registryDataRule: BlockingRule = (act, registry) =>
  act.subjects
    .filter((subject) => {
      if (subject.kind === 'vehicle') return subject.vehicleId === null || registry.vehicles[subject.vehicleId] === undefined;
      if (subject.kind === 'real_estate') return subject.realEstateId === null || registry.realEstate[subject.realEstateId] === undefined;
      return false;
    })
    .map((subject) => issue('registry_data_missing', { kind: subject.kind, ref: subjectRef(subject) }));
