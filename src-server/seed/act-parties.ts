import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import { OTHER_PARTY_ROLES } from '../../src-domain/acts/party-roles.ts';
import type { PersonsTable } from '../db/tables/civil-registry.ts';
import { ageOn } from './calendar.ts';
import { childrenOf, personByPin, spouseOf } from './adults.ts';
import type { SeedContext } from './seed-context.ts';

export interface PartySpec {
  pin: string;
  role: string;
  /** 1 meeting the notary, 2 video (spec §3); absent: as the act is registered. */
  participationType?: 1 | 2;
}

/** The counterpart role of each act type: the first role src-domain allows besides the applicant's. */
const COUNTERPART_ROLE: Partial<Record<ActTypeId, string>> = Object.fromEntries(
  Object.entries(OTHER_PARTY_ROLES).flatMap(([type, roles]) => (roles[0] === undefined ? [] : [[type, roles[0]]])),
);

export function minorChildren(ctx: SeedContext, pin: string, on: string): PersonsTable[] {
  return childrenOf(ctx, pin)
    .map((child) => personByPin(ctx, child))
    .filter((child) => ageOn(child.birth_date, on) < 18 && child.death_date === null);
}

/** Whether `applicant` can apply for `type` at all (a spouse consent needs a spouse…). */
export function canApply(ctx: SeedContext, type: ActTypeId, applicant: PersonsTable): boolean {
  if (type === 15003) return spouseOf(ctx, applicant.pin) !== undefined;
  if (type === 15034 || type === 15035) return minorChildren(ctx, applicant.pin, ctx.today).length > 0;
  return true;
}

/** The other parties of an act of `type` whose applicant is `applicant`. */
export function counterparties(ctx: SeedContext, type: ActTypeId, applicant: PersonsTable, others: readonly PersonsTable[]): PartySpec[] {
  const { random } = ctx;
  const stranger = (): string => {
    let other = random.pick(others);
    while (other.pin === applicant.pin) other = random.pick(others);
    return other.pin;
  };
  if (type === 15003) return [{ pin: spouseOf(ctx, applicant.pin) ?? stranger(), role: 'spouse' }];
  if (type === 15034 || type === 15035) {
    const children = minorChildren(ctx, applicant.pin, ctx.today).map((child) => ({ pin: child.pin, role: 'child' }));
    return [...children, { pin: stranger(), role: 'companion' }];
  }
  if (type === 12047) return [];
  const role = COUNTERPART_ROLE[type] ?? 'party';
  const parties = [{ pin: stranger(), role }];
  if (role === 'attorney' && random.chance(0.2)) parties.push({ pin: stranger(), role });
  return parties;
}
