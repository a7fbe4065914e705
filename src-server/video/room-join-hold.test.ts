import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actActionsPath, actHistoryPath, type ActDetails, type ActHistoryItem } from '../../src-domain/http/routes/acts.ts';
import { actVideoPath, type VideoRoomView } from '../../src-domain/http/routes/video-room.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { createActTestApp, ok, type ActClient, type ActTestApp } from '../test-support/act-test-app.ts';
import { passRoomFaceCheck, RoomTestSocket, videoActAtRegistration } from './room.test-support.ts';

/**
 * Joining survives a slow reader (docs/video.md "Identity in the room"): the room socket is kept
 * alive from the moment it opens, the face check a join brings is spent only when the seat is
 * taken, and a connection lost while the recording announcement is open brings the same check
 * back within the re-identification gap. The keep-alive runs here with short times (the real
 * mechanism: the server's protocol pings, the client's automatic pongs).
 */
let t: ActTestApp;
let base: string;
let act: ActDetails;
let aziz: ActClient;
let malika: ActClient;
let gulnora: ActClient;

const GAP_MS = 10_000;
const KEEP_ALIVE_MS = 250;
const IDLE_TIMEOUT_MS = 2_000;

beforeAll(async () => {
  t = await createActTestApp({ video: { config: { reidentifyGapMs: GAP_MS, keepAliveMs: KEEP_ALIVE_MS, idleTimeoutMs: IDLE_TIMEOUT_MS } } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  act = await videoActAtRegistration(t);
  [aziz, malika, gulnora] = [await t.as('aziz'), await t.as('malika'), await t.as('gulnora')];
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** A join with `face`, answered by the recording announcement (the person has not agreed yet). */
async function atAnnouncement(client: ActClient, face: { joinId: string; faceJwt: string }): Promise<RoomTestSocket> {
  const socket = new RoomTestSocket(base);
  await socket.send({ type: 'join', token: client.token, act: act.uuid, locale: 'oz', ...face });
  expect(await socket.nextAny()).toEqual({ type: 'consent-required' });
  return socket;
}

const realWait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The room's own checks of `pin`: held (verified, seat not taken yet) and passed (spent with the seat). */
async function checksOf(pin: string) {
  return t.db.selectFrom('video_identity_checks').select(['held_at', 'passed_at']).where('act_id', '=', act.id).where('pin', '=', pin).orderBy('id').execute();
}

async function history(): Promise<ActHistoryItem[]> {
  return ok<ActHistoryItem[]>(await gulnora.get(actHistoryPath(act.uuid)));
}

async function passedLines(name: string): Promise<number> {
  return (await history()).filter((item) => item.action === 'video_identity_passed' && item.actorName === name).length;
}

describe('a slow reader of the recording announcement', () => {
  it('keeps the socket open for many idle periods while the announcement is read, then seats the person', async () => {
    const socket = await atAnnouncement(gulnora, await passRoomFaceCheck(t, gulnora, act.uuid));
    await realWait(3 * IDLE_TIMEOUT_MS);
    // Minutes go by on the room's clock too: the check held by the open socket does not expire.
    t.clock.advance(5 * 60_000);
    expect(socket.frames).toEqual([]);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    expect((await checksOf(DEMO_CAST.gulnora.pin)).map((check) => check.passed_at)).toEqual([null]);
    await socket.send({ type: 'consent', agree: true });
    expect(await socket.next('joined')).toMatchObject({ self: { role: 'notary' }, resumed: false });
    expect((await checksOf(DEMO_CAST.gulnora.pin))[0]?.passed_at).toEqual(expect.any(String));
  });

  it('closes a socket whose peer answers neither frames nor pings (idle_timeout)', async () => {
    const socket = new RoomTestSocket(base, { autoPong: false });
    await socket.send({ type: 'join', token: malika.token, act: act.uuid, locale: 'oz', ...(await passRoomFaceCheck(t, malika, act.uuid)) });
    expect(await socket.nextAny()).toEqual({ type: 'consent-required' });
    expect(await socket.next('error', 4 * IDLE_TIMEOUT_MS)).toMatchObject({ code: 'idle_timeout' });
    expect((await socket.closed).code).toBe(4410);
  });

  it('counts the gap from the held connection’s last sign of life when the server has not seen it lost yet', async () => {
    const face = await passRoomFaceCheck(t, malika, act.uuid);
    const old = await atAnnouncement(malika, face);
    // Minutes of reading, the browser answering every ping: each answer is the check's latest hold.
    t.clock.advance(4 * 60_000);
    await expect.poll(async () => (await checksOf(DEMO_CAST.malika.pin)).at(-1)?.held_at, { timeout: 4 * IDLE_TIMEOUT_MS }).toBe(t.clock.now().toISOString());
    // Its network changed: a new connection comes while the old one still looks open to the server.
    t.clock.advance(GAP_MS / 2);
    const replacing = await atAnnouncement(malika, face);
    old.close();
    replacing.close();
  });

  it('brings the same face check back after a connection lost at the announcement, within the gap', async () => {
    const passedBefore = await passedLines('Yusupova Malika Bobur qizi');
    const face = await passRoomFaceCheck(t, malika, act.uuid);
    const first = await atAnnouncement(malika, face);
    t.clock.advance(3 * 60_000);
    first.drop();
    await expect.poll(async () => (await checksOf(DEMO_CAST.malika.pin)).at(-1)?.held_at).toBe(t.clock.now().toISOString());
    t.clock.advance(GAP_MS / 2);
    const again = await atAnnouncement(malika, face);
    await again.send({ type: 'consent', agree: true });
    expect(await again.next('joined')).toMatchObject({ self: { role: 'party' } });
    // One face check, passed once, spent with the seat.
    expect(await passedLines('Yusupova Malika Bobur qizi')).toBe(passedBefore + 1);
    // Only checks a seat was taken with are the room's evidence (the one of the dead socket above is not).
    const view = ok<VideoRoomView>(await gulnora.get(actVideoPath(act.uuid)));
    expect(view.identityChecks.map((check) => check.name)).toEqual(['Saidova Gulnora Anvar qizi', 'Yusupova Malika Bobur qizi']);
    again.close();
  });

  it('asks for a new face check when the connection was lost longer than the gap, or the check was spent already', async () => {
    const face = await passRoomFaceCheck(t, aziz, act.uuid);
    const first = await atAnnouncement(aziz, face);
    t.clock.advance(1_000);
    first.drop();
    await expect.poll(async () => (await checksOf(DEMO_CAST.aziz.pin)).at(-1)?.held_at).toBe(t.clock.now().toISOString());
    t.clock.advance(GAP_MS + 1_000);
    const late = new RoomTestSocket(base);
    await late.send({ type: 'join', token: aziz.token, act: act.uuid, locale: 'oz', ...face });
    expect(await late.nextAny()).toEqual({ type: 'identity-required', reason: 'first_join' });

    const seatFace = await passRoomFaceCheck(t, aziz, act.uuid);
    const seated = await atAnnouncement(aziz, seatFace);
    await seated.send({ type: 'consent', agree: true });
    await seated.next('joined');
    seated.drop();
    await expect.poll(async () => (await history()).at(-1)?.action).toBe('video_pause');
    t.clock.advance(GAP_MS + 1_000);
    // The check that seat was taken with, brought again after a long drop: spent, so a new one is asked.
    const reused = new RoomTestSocket(base);
    await reused.send({ type: 'join', token: aziz.token, act: act.uuid, locale: 'oz', ...seatFace });
    expect(await reused.nextAny()).toEqual({ type: 'identity-required', reason: 'gap_exceeded' });
  });

  it('refuses the seat when the room closed while the announcement was open', async () => {
    // He said no on another device since; asked again, he declines, is let go, and is asked again
    // on his next join, with the same face check (within the gap).
    await t.db
      .insertInto('video_recording_consents')
      .values({ act_id: act.id, pin: DEMO_CAST.aziz.pin, agreed: 0, created_at: t.clock.now().toISOString() })
      .execute();
    const face = await passRoomFaceCheck(t, aziz, act.uuid);
    const declining = await atAnnouncement(aziz, face);
    await declining.send({ type: 'consent', agree: false });
    expect((await declining.closed).code).toBe(4441);
    const reader = await atAnnouncement(aziz, face);
    const seen = ok<ActDetails>(await gulnora.get(`/api/acts/${act.uuid}`));
    ok<ActDetails>(await gulnora.post(actActionsPath(act.uuid), { action: 'return_to_set_time', reason: 'Boshqa vaqt', version: seen.version }));
    await reader.send({ type: 'consent', agree: true });
    expect(await reader.nextAny()).toMatchObject({ type: 'error', code: 'video_not_registration_step' });
    expect((await reader.closed).code).toBe(4403);
  });
});
