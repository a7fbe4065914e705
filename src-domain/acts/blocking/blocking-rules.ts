import type { ActFacts, RegistryFacts } from './act-facts.ts';
import { BLOCKING_STAGES, type BlockingIssue, type BlockingStage } from './blocking-issue.ts';
import type { BlockingRule } from './blocking-rule.ts';
import { coOwnersRule } from './co-owners-rule.ts';
import { deceasedCoOwnerRule } from './deceased-co-owner-rule.ts';
import { deceasedPersonRule } from './deceased-person-rule.ts';
import { duplicateActRule } from './duplicate-act-rule.ts';
import { enforcementDebtRule } from './enforcement-debt-rule.ts';
import { birthRecordRule, familyPartiesRule } from './family-parties-rule.ts';
import { independentTravelRule } from './independent-travel-rule.ts';
import { proxyPowersRule } from './proxy-powers-rule.ts';
import { registryDataRule } from './registry-data-rule.ts';
import { relationshipRule } from './relationship-rule.ts';
import { residenceOwnerRule, subjectOwnershipRule } from './subject-ownership-rule.ts';
import { subdelegationRule } from './subdelegation-rule.ts';
import { vehicleRestrictionsRule } from './vehicle-restrictions-rule.ts';

const FROM_SENDING: readonly BlockingStage[] = ['send', 'confirm', 'register'];
const ON_PARTIES: readonly BlockingStage[] = ['add_party', ...FROM_SENDING];
const ON_SUBJECTS: readonly BlockingStage[] = ['add_subject', ...FROM_SENDING];

/**
 * Every spec §5 blocking rule and the stages it runs at. Adding a party or a subject checks
 * what that addition can break, so a wrong child or someone else's car is refused at once; sending,
 * confirming and registering check everything again, because registries change meanwhile.
 */
export const BLOCKING_RULES: readonly { readonly name: string; readonly rule: BlockingRule; readonly stages: readonly BlockingStage[] }[] = [
  { name: 'deceased person', rule: deceasedPersonRule, stages: ON_PARTIES },
  // The sale wizard's vehicle step is the seller's first "continuing", its co-owners step the co-sellers'.
  { name: 'enforcement debt', rule: enforcementDebtRule, stages: ['vehicle_chosen', 'co_owners', ...FROM_SENDING] },
  // "blocks continuing until lifted": the car may join the act (its bans show in the act's ban
  // list, spec §2 screen 13), the act may not move on.
  { name: 'vehicle restrictions', rule: vehicleRestrictionsRule, stages: ['vehicle_chosen', ...FROM_SENDING] },
  { name: 'registry data', rule: registryDataRule, stages: ON_SUBJECTS },
  { name: 'duplicate act', rule: duplicateActRule, stages: BLOCKING_STAGES },
  { name: 'subject ownership', rule: subjectOwnershipRule, stages: ON_SUBJECTS },
  { name: 'residence consent by the owner', rule: residenceOwnerRule, stages: ON_SUBJECTS },
  { name: 'deceased co-owner', rule: deceasedCoOwnerRule, stages: ON_SUBJECTS },
  { name: 'co-owners as sellers or givers', rule: coOwnersRule, stages: ['co_owners', ...FROM_SENDING] },
  { name: 'spouse and children from the registry', rule: familyPartiesRule, stages: ON_PARTIES },
  { name: 'birth record', rule: birthRecordRule, stages: ON_PARTIES },
  // Checked where the wizard asks who the child travels with, and again from sending on.
  { name: 'independent travel', rule: independentTravelRule, stages: ['travel_companion', ...FROM_SENDING] },
  // Checked where the power of attorney's wizard asks for the rights and the base, and again from sending on.
  { name: 'proxy powers', rule: proxyPowersRule, stages: ['proxy_powers', ...FROM_SENDING] },
  { name: 'sub-delegation', rule: subdelegationRule, stages: ['proxy_powers', ...FROM_SENDING] },
  { name: 'relationship', rule: relationshipRule, stages: ON_PARTIES },
];

/** What stops `act` at `stage`; empty when nothing does. Each issue once, in rule order. */
export function findBlockingIssues(act: ActFacts, registry: RegistryFacts, stage: BlockingStage): BlockingIssue[] {
  const seen = new Set<string>();
  const issues: BlockingIssue[] = [];
  for (const { rule, stages } of BLOCKING_RULES) {
    if (!stages.includes(stage)) continue;
    for (const found of rule(act, registry, stage)) {
      const key = JSON.stringify([found.code, found.params]);
      if (seen.has(key)) continue;
      seen.add(key);
      issues.push(found);
    }
  }
  return issues;
}
