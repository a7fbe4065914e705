import type { ActTypeId } from '../act-types.ts';
import type { ActFacts, RegistryFacts, SubjectFacts } from './act-facts.ts';
import type { BlockingIssue } from './blocking-issue.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { issue, registryOwners } from './blocking-rule.ts';

/**
 * Acts in which the applicant disposes of their own vehicle or real estate: a sale, gift or
 * pledge, or a power of attorney over it. (A spouse consent concerns the other spouse's
 * property; a sub-delegated power of attorney rests on the base one instead.)
 */
export const OWNER_ONLY_ACT_TYPES: readonly ActTypeId[] = [1, 4, 9, 101, 105];

function notOwned(act: ActFacts, registry: RegistryFacts, subject: SubjectFacts): string | undefined {
  const owners = registryOwners(subject, registry);
  // A subject missing from its registry is the registry-data rule's case.
  if (!owners) return undefined;
  const owns = owners.ownerPins.includes(act.applicantPin) || (act.applicantInn !== null && owners.ownerInn === act.applicantInn);
  return owns ? undefined : owners.ref;
}

/** The applicant must be recorded as an owner of what they sell, give, pledge or empower over. */
export const subjectOwnershipRule: BlockingRule = (act, registry) => {
  if (!OWNER_ONLY_ACT_TYPES.includes(act.actTypeId) || act.proxy.baseProxyRegnum !== null) return [];
  return act.subjects.flatMap((subject) => {
    const ref = notOwned(act, registry, subject);
    return ref === undefined ? [] : [issue('subject_not_owned', { ref })];
  });
};

/** Spec §5 "11944 covers only consent by the property owner" (§6: "A property owner only may create" it). */
export const residenceOwnerRule: BlockingRule = (act, registry) => {
  if (act.actTypeId !== 11944) return [];
  return act.subjects
    .filter((subject) => subject.kind === 'real_estate')
    .flatMap((subject) => {
      const ref = notOwned(act, registry, subject);
      return ref === undefined ? [] : [issue('residence_not_owner', { cadastreNumber: ref })];
    });
};

/**
 * Spec §6 "A property owner only may create the residence-registration consent act": an 11944
 * is refused at creation when the cadastre records no property of the applicant.
 */
export function residenceCreationIssue(type: ActTypeId, ownedProperties: number): BlockingIssue | undefined {
  return type === 11944 && ownedProperties === 0 ? issue('residence_owner_only') : undefined;
}
