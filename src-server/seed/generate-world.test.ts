import { describe, expect, it } from 'vitest';
import { generateWorld } from './generate-world.ts';
import { allocate } from './generate-notaries.ts';

describe('generateWorld', () => {
  it('builds the same rows for the same seed, in memory', () => {
    expect(JSON.stringify(generateWorld({ seed: 42, scale: 0.3 }))).toBe(JSON.stringify(generateWorld({ seed: 42, scale: 0.3 })));
  });

  it('keeps every region staffed at small scales', () => {
    const world = generateWorld({ seed: 1, scale: 0.05 });
    const regions = new Set(world.notaries.map((n) => world.notary_offices.find((o) => o.id === n.office_id)?.region_id));
    expect(regions.size).toBe(14);
  });

  it('splits notaries by weight and hands out every one', () => {
    expect(allocate(10, [1, 1, 2])).toEqual([3, 2, 5]);
    expect(allocate(200, [40, 18, 13, 9, 16, 6, 8, 13, 5, 14, 18, 4, 12, 9]).reduce((a, b) => a + b, 0)).toBe(200);
  });
});

describe('generateWorld seeded on a later day', () => {
  const SEEDED_ON = '2027-03-10';
  const plain = generateWorld({ seed: 7, scale: 0.1 });
  const later = generateWorld({ seed: 7, scale: 0.1, seededOn: SEEDED_ON });
  const AZIZ = '31204842641014';

  it('keeps the registries as they are on the seed’s own day: same people, documents, vehicles', () => {
    expect(later.persons).toEqual(plain.persons);
    expect(later.vehicles).toEqual(plain.vehicles);
    expect(later.real_estate).toEqual(plain.real_estate);
  });

  it('dates the acts from the seeding day: the demo visits lie ahead of it, the same acts otherwise', () => {
    expect(later.notarial_acts.map((act) => [act.uuid, act.act_type_id, act.step, act.state])).toEqual(
      plain.notarial_acts.map((act) => [act.uuid, act.act_type_id, act.step, act.state]),
    );
    // Aziz's car sale waits for him to confirm a visit three days after the seeding (spec §4 step 6).
    const sale = later.notarial_acts.find((act) => act.applicant_pin === AZIZ && act.act_type_id === 1 && act.step === 6);
    expect(sale?.visit_date).toBe('2027-03-13');
    for (const act of later.notarial_acts.filter((candidate) => candidate.step >= 6 && candidate.step <= 8 && candidate.state !== 'inactive'))
      expect(act.visit_date! >= SEEDED_ON, `${act.uuid} ${act.visit_date}`).toBe(true);
    for (const act of later.notarial_acts) expect(act.created_at! < `${SEEDED_ON}T23:59`, act.uuid).toBe(true);
    // A registered act keeps its own fixed dates (the searches find it by them).
    expect(later.notarial_acts.find((act) => act.regdate === '2025-12-10')).toBeDefined();
  });

  it('books the queue from the seeding day', () => {
    const ahead = later.equeue_bookings.filter((booking) => booking.state === 'active');
    expect(ahead.length).toBeGreaterThan(0);
    for (const booking of ahead) expect(booking.visit_date >= SEEDED_ON).toBe(true);
  });
});
