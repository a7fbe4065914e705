import type { PersonsTable } from '../db/tables/civil-registry.ts';
import { ageOn } from './calendar.ts';
import type { SeedContext } from './seed-context.ts';

/** Living adults who are not part of the fixed demo cast (so demo stories stay as written). */
export function randomAdults(ctx: SeedContext, demoPins: ReadonlySet<string>): PersonsTable[] {
  return ctx.people.filter((p) => p.death_date === null && ageOn(p.birth_date, ctx.today) >= 18 && !demoPins.has(p.pin));
}

export function spouseOf(ctx: SeedContext, pin: string): string | undefined {
  return ctx.world.family_links.find((l) => l.pin === pin && l.relation === 'spouse')?.relative_pin;
}

export function childrenOf(ctx: SeedContext, pin: string): string[] {
  return ctx.world.family_links.filter((l) => l.pin === pin && l.relation === 'child').map((l) => l.relative_pin);
}

export function personByPin(ctx: SeedContext, pin: string): PersonsTable {
  const person = ctx.people.find((p) => p.pin === pin);
  if (!person) throw new RangeError(`no person ${pin}`);
  return person;
}
