import type { Page } from '@playwright/test';
import { DEMO_CAST } from '../../src-server/seed/demo-cast.ts';
import { claimPerson } from './claim-person.ts';
import { openE2eDb } from './e2e-db.ts';
import { signInSeededPerson } from './seeded-session.ts';

export interface VehicleOwner {
  pin: string;
  stateNumber: string;
  /** "Make Model, plate" as the sale wizard lists the vehicle. */
  label: string;
}

/**
 * A signed-in adult of the seeded world (not a demo person) who alone owns a vehicle with no
 * restriction in force, owes the enforcement bureau nothing and has no act yet: a sale of it
 * stops at no §5 rule, and no other test sells it (spec §5 refuses a second unfinished sale).
 * `pick` chooses among such owners, so tests running side by side take different ones.
 */
export async function openVehicleOwnerSession(page: Page, mode: 'browser' | 'kiosk', pick: number): Promise<VehicleOwner> {
  const db = await openE2eDb();
  try {
    const demo = Object.values(DEMO_CAST).map((person) => person.pin);
    const candidates = await db
      .selectFrom('vehicles as vehicle')
      .innerJoin('persons as owner', 'owner.pin', 'vehicle.owner_pin')
      .select(['owner.pin as pin', 'owner.phone as phone', 'vehicle.state_number as stateNumber', 'vehicle.make as make', 'vehicle.model as model'])
      .where('owner.death_date', 'is', null)
      .where('owner.birth_date', '<', '2000-01-01')
      .where('owner.pin', 'not in', demo)
      // Sole owner of one car (the seed lists every owner, the registered one too, in vehicle_owners):
      // the wizard's list then holds just the car sold, and nobody else must join.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('vehicle_owners as row')
              .select('row.pin')
              .where((inner) =>
                inner.or([
                  inner.and([inner('row.vehicle_id', '=', inner.ref('vehicle.id')), inner('row.pin', '<>', inner.ref('owner.pin'))]),
                  inner.and([inner('row.pin', '=', inner.ref('owner.pin')), inner('row.vehicle_id', '<>', inner.ref('vehicle.id'))]),
                ]),
              ),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('vehicle_restrictions as r').select('r.id').whereRef('r.vehicle_id', '=', 'vehicle.id').where('r.state', '=', 'active')),
        ),
      )
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('enforcement_debts as debt').select('debt.id').whereRef('debt.pin', '=', 'owner.pin').where('debt.state', '=', 'open'))),
      )
      .where((eb) => eb.not(eb.exists(eb.selectFrom('notarial_acts as act').select('act.id').whereRef('act.applicant_pin', '=', 'owner.pin'))))
      .orderBy('owner.pin')
      .execute();
    const found = await claimPerson(db, candidates, (candidate) => candidate.pin, pick);
    await signInSeededPerson(page, db, { pin: found.pin, phone: found.phone }, mode);
    return { pin: found.pin, stateNumber: found.stateNumber, label: `${found.make} ${found.model}, ${found.stateNumber}` };
  } finally {
    await db.destroy();
  }
}
