import { describe, expect, it } from 'vitest';
import type { ActState } from '../acts/act-states.ts';
import type { ActStep } from '../acts/steps.ts';
import { admitToRoom, roomOpenState, seatRefusal, takesPartByVideo, type RoomAct, type RoomRefusal, type RoomSeat } from './room-admission.ts';
import { ROOM_OPENS_BEFORE_MS } from './room-limits.ts';

// The visit: 25.11.2026 10:30 Tashkent = 05:30 UTC; the room opens 30 min before.
const VISIT = new Date('2026-11-25T05:30:00Z');
const at = (minutesFromVisit: number) => new Date(VISIT.getTime() + minutesFromVisit * 60_000);

function act(overrides: Partial<RoomAct> = {}): RoomAct {
  return { step: 8, state: 'awaiting_registration', regtypeId: 2, visitDate: '25.11.2026', visitTime: '10:30', ...overrides };
}

const NOTARY: RoomSeat = { kind: 'notary' };
const VIDEO_PARTY: RoomSeat = { kind: 'party', participationType: 2, status: 'accepted' };

describe('roomOpenState: one room per act by video at step 8 (spec §4 step 8)', () => {
  it.each<[string, Partial<RoomAct>, number, ReturnType<typeof roomOpenState>['open'], string | null]>([
    ['opens 30 minutes before the set time', {}, -30, true, null],
    ['is closed 31 minutes before it', {}, -31, false, 'not_open_yet'],
    ['stays open up to the set time plus the no-show grace (spec §4)', {}, 59, true, null],
    ['stays open after the set time until registration once a party came in', { attended: true }, 120, true, null],
    ['closes at the set time plus the grace when nobody came (no-show, spec §4)', {}, 60, false, 'room_closed'],
    ['is not there for an act in person (regtype 1)', { regtypeId: 1 }, 0, false, 'not_video_act'],
    ['is not there before the payment is marked (step 7)', { step: 7, state: 'draft' }, 0, false, 'not_registration_step'],
    ['closes once the act is registered (step 9)', { step: 9, state: 'active' }, 0, false, 'room_closed'],
    ['closes when the act is stopped', { state: 'stopped' as ActState }, 0, false, 'room_closed'],
    ['closes when the visit day is over and nobody came (no-show, spec §4)', {}, 24 * 60, false, 'room_closed'],
    ['has no time to open without a visit time', { visitDate: null, visitTime: null }, 0, false, 'not_open_yet'],
  ])('%s', (_name, overrides, minutes, open, reason) => {
    const state = roomOpenState(act(overrides), at(minutes), ROOM_OPENS_BEFORE_MS);
    expect(state.open).toBe(open);
    expect(state.open ? null : state.reason).toBe(reason);
  });

  it('tells when it opens (visit time less the window)', () => {
    expect(roomOpenState(act(), at(-60), ROOM_OPENS_BEFORE_MS).opensAt?.toISOString()).toBe('2026-11-25T05:00:00.000Z');
  });
});

describe('seatRefusal: who may take a seat, per act and per person (spec §3 participation type, §6)', () => {
  it.each<[string, RoomSeat, RoomRefusal | null]>([
    ['the act’s notary', NOTARY, null],
    ['a party by video who accepted (the applicant’s own row is accepted)', VIDEO_PARTY, null],
    ['a party meeting the notary in person (participation type 1)', { kind: 'party', participationType: 1, status: 'accepted' }, 'in_person_participant'],
    ['a party by video who has not answered the invitation', { kind: 'party', participationType: 2, status: null }, 'invitation_not_answered'],
    ['a party who declined', { kind: 'party', participationType: 2, status: 'declined' }, 'not_participant'],
    ['a party who exited the deal', { kind: 'party', participationType: 2, status: 'exited' }, 'not_participant'],
    ['a stranger', { kind: 'none' }, 'not_participant'],
  ])('%s → %s', (_name, seat, refusal) => {
    expect(seatRefusal(seat)).toBe(refusal);
  });
});

describe('takesPartByVideo: who is identified in the room and signs the act (spec §3 participation type, §6)', () => {
  it.each<[string, RoomSeat, boolean]>([
    ['the act’s notary', NOTARY, true],
    ['a party by video who accepted', VIDEO_PARTY, true],
    ['a party meeting the notary in person', { kind: 'party', participationType: 1, status: 'accepted' }, false],
    ['a party by video who has not answered', { kind: 'party', participationType: 2, status: null }, false],
    ['a party by video who declined', { kind: 'party', participationType: 2, status: 'declined' }, false],
    ['a party by video who exited the deal', { kind: 'party', participationType: 2, status: 'exited' }, false],
    ['a stranger', { kind: 'none' }, false],
  ])('%s → %s', (_name, seat, takesPart) => {
    expect(takesPartByVideo(seat)).toBe(takesPart);
  });
});

describe('admitToRoom', () => {
  it.each<[RoomSeat, ActStep, number, boolean]>([
    [NOTARY, 8, 0, true],
    [VIDEO_PARTY, 8, -10, true],
    [VIDEO_PARTY, 8, -45, false],
    [VIDEO_PARTY, 9, 0, false],
  ])('%o at step %i, %i min from the visit → %s', (seat, step, minutes, ok) => {
    const state: ActState = step === 9 ? 'active' : 'awaiting_registration';
    expect(admitToRoom(act({ step, state }), seat, at(minutes), ROOM_OPENS_BEFORE_MS).ok).toBe(ok);
  });

  it('refuses a stranger for who they are before telling anything about the room', () => {
    expect(admitToRoom(act({ regtypeId: 1 }), { kind: 'none' }, at(0), ROOM_OPENS_BEFORE_MS)).toEqual({ ok: false, reason: 'not_participant' });
  });

  it('admits the notary in the notary’s role', () => {
    expect(admitToRoom(act(), NOTARY, at(0), ROOM_OPENS_BEFORE_MS)).toEqual({ ok: true, role: 'notary' });
  });
});
