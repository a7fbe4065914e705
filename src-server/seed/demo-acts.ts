import type { NotariesTable } from '../db/tables/notaries.ts';
import type { Insertable } from 'kysely';
import { addDays } from './calendar.ts';
import { personByPin } from './adults.ts';
import { type ActSpec, type RegistryCounters, writeAct } from './act-writer.ts';
import { DEMO_CAST } from './demo-cast.ts';
import { demoContext } from './demo-context.ts';
import type { SeedContext } from './seed-context.ts';

const SUM = 100;

/**
 * The demo cast's own acts with notary #1, fixed for every seed: a registered vehicle power of
 * attorney (Aziz → Dilnoza, for his Cobalt), a travel consent for Madina waiting for a time, a car sale to
 * Malika waiting for Aziz to confirm the visit time, and Sherzod's draft sale with his brother.
 */
/**
 * The demo act by video, ready for a call (docs/video.md; README "Demo logins"): Sherzod's act
 * (type 11680) with his brother Bekzod by video and Jamshid meeting the notary in person, at step 8
 * with notary #1, the visit at 11:00 on the day the database is seeded. Its room is open from 10:30 that day;
 * `npm run demo:video-room` moves the visit to the coming minutes on any other day. Written
 * after every other act, so no other act's id moves.
 */
export function generateDemoVideoAct(ctx: SeedContext, counters: RegistryCounters, notary: Insertable<NotariesTable>): void {
  const c = DEMO_CAST;
  writeAct(demoContext(ctx, 'video-act'), counters, {
    type: 11680,
    applicant: personByPin(ctx, c.sherzod.pin),
    parties: [
      { pin: c.bekzod.pin, role: 'party' },
      { pin: c.jamshid.pin, role: 'party', participationType: 1 },
    ],
    notary: { id: notary.id as number, office_id: notary.office_id },
    state: 'awaiting_registration',
    step: 8,
    regsystem: 3,
    regtype: 2,
    createdAt: `${addDays(ctx.seededOn, -5)}T06:20:00.000Z`,
    regdate: null,
    visitDate: ctx.seededOn,
    visitTime: '11:00',
    language: 'oz',
    sumTiyin: null,
    validUntil: null,
    remark: null,
    cancelReason: null,
    partyStatus: 'accepted',
  });
}

export function generateDemoActs(ctx: SeedContext, counters: RegistryCounters, notary: Insertable<NotariesTable>): void {
  const demo = demoContext(ctx, 'acts');
  const c = DEMO_CAST;
  const n = { id: notary.id as number, office_id: notary.office_id };
  const aziz = personByPin(ctx, c.aziz.pin);
  const base: Omit<ActSpec, 'type' | 'applicant' | 'parties' | 'state' | 'step' | 'createdAt' | 'regdate'> = {
    notary: n,
    regsystem: 3,
    regtype: 2,
    visitDate: null,
    visitTime: null,
    language: 'oz',
    sumTiyin: null,
    validUntil: null,
    remark: null,
    cancelReason: null,
    partyStatus: null,
  };
  writeAct(demo, counters, {
    ...base,
    type: 101,
    applicant: aziz,
    parties: [{ pin: c.dilnoza.pin, role: 'attorney' }],
    state: 'active',
    step: 9,
    createdAt: '2025-12-08T06:12:40.000Z',
    regdate: '2025-12-10',
    validUntil: '2028-12-09',
    partyStatus: 'accepted',
    subjects: [{ kind: 'vehicle', stateNumber: '01A777AA', priceTiyin: null }],
  });
  writeAct(demo, counters, {
    ...base,
    type: 15034,
    applicant: aziz,
    parties: [
      { pin: c.madina.pin, role: 'child' },
      { pin: c.dilnoza.pin, role: 'companion' },
    ],
    state: 'draft',
    step: 5,
    createdAt: `${addDays(ctx.seededOn, -4)}T07:30:00.000Z`,
    regdate: null,
    partyStatus: 'accepted',
  });
  writeAct(demo, counters, {
    ...base,
    type: 1,
    applicant: aziz,
    parties: [{ pin: c.malika.pin, role: 'buyer' }],
    state: 'draft',
    step: 6,
    createdAt: `${addDays(ctx.seededOn, -6)}T05:05:00.000Z`,
    regdate: null,
    visitDate: addDays(ctx.seededOn, 3),
    visitTime: '11:00',
    sumTiyin: 145_000_000 * SUM,
  });
  writeAct(demo, counters, {
    ...base,
    type: 1,
    applicant: personByPin(ctx, c.sherzod.pin),
    parties: [{ pin: c.bekzod.pin, role: 'seller' }],
    state: 'draft',
    step: 1,
    createdAt: `${addDays(ctx.seededOn, -1)}T09:45:00.000Z`,
    regdate: null,
    sumTiyin: 290_000_000 * SUM,
  });
}
