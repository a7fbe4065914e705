import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import type { PersonsTable } from '../db/tables/civil-registry.ts';
import { ageOn } from './calendar.ts';
import { childrenOf, personByPin, spouseOf } from './adults.ts';
import type { SeedContext } from './seed-context.ts';

export interface PartySpec {
  pin: string;
  role: string;
}

/** The applicant's role in each act type (spec §3 Party: seller, donee, attorney, spouse…). */
export const APPLICANT_ROLE: Readonly<Record<ActTypeId, string>> = {
  1: 'seller', 4: 'donor', 9: 'pledgor', 101: 'principal', 105: 'principal', 11651: 'principal', 11680: 'party',
  11944: 'owner', 11962: 'applicant', 12047: 'heir', 15003: 'consenting_spouse', 15034: 'parent', 15035: 'parent',
};

const COUNTERPART_ROLE: Partial<Record<ActTypeId, string>> = {
  1: 'buyer', 4: 'donee', 9: 'pledgee', 101: 'attorney', 105: 'attorney', 11651: 'attorney', 11680: 'party', 11944: 'registrant', 11962: 'translator', 15003: 'spouse',
};

export function minorChildren(ctx: SeedContext, pin: string, on: string): PersonsTable[] {
  return childrenOf(ctx, pin).map((child) => personByPin(ctx, child)).filter((child) => ageOn(child.birth_date, on) < 18 && child.death_date === null);
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
