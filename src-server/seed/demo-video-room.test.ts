import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomOpenState } from '../../src-domain/video/room-admission.ts';
import { ROOM_OPENS_BEFORE_MS } from '../../src-domain/video/room-limits.ts';
import { displayDate } from '../acts/act-lifecycle-facts.ts';
import { createTestDb } from '../test-support/test-app.ts';
import { DEMO_CAST } from './demo-cast.ts';
import { openDemoVideoRoom } from './demo-video-room.ts';

let t: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.remove());

describe('the demo act by video (README "Demo logins")', () => {
  it('is seeded at step 8 with Bekzod by video and Jamshid in person, and opens for a call on any day', async () => {
    const act = await t.db
      .selectFrom('notarial_acts')
      .selectAll()
      .where('applicant_pin', '=', DEMO_CAST.sherzod.pin)
      .where('act_type_id', '=', 11680)
      .executeTakeFirstOrThrow();
    expect(act).toMatchObject({ step: 8, state: 'awaiting_registration', regtype_id: 2, notary_id: 1 });
    const parties = await t.db.selectFrom('act_parties').select(['pin', 'participation_type', 'status']).where('act_id', '=', act.id).orderBy('id').execute();
    expect(parties).toEqual([
      { pin: DEMO_CAST.sherzod.pin, participation_type: 2, status: 'accepted' },
      { pin: DEMO_CAST.bekzod.pin, participation_type: 2, status: 'accepted' },
      { pin: DEMO_CAST.jamshid.pin, participation_type: 1, status: 'accepted' },
    ]);

    const later = new Date('2027-02-03T09:00:00Z');
    const outcome = await openDemoVideoRoom(t.db, later);
    expect(outcome).toEqual({ kind: 'opened', uuid: act.uuid, visitDate: '2027-02-03', visitTime: '14:15' });
    const moved = await t.db.selectFrom('notarial_acts').selectAll().where('id', '=', act.id).executeTakeFirstOrThrow();
    const facts = { step: 8 as const, state: moved.state, regtypeId: 2 as const, visitDate: displayDate(moved.visit_date), visitTime: moved.visit_time };
    expect(roomOpenState(facts, later, ROOM_OPENS_BEFORE_MS).open).toBe(true);
  });
});
