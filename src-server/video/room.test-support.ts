import { expect } from 'vitest';
import WebSocket from 'ws';
import { actActionsPath, actPartiesPath, actSubjectsPath, type ActDetails } from '../../src-domain/http/routes/acts.ts';
import { actVideoAttemptPath, type VideoAttemptResponse } from '../../src-domain/http/routes/video-room.ts';
import { ROOM_SUBPROTOCOL, ROOM_WS_PATH, type RoomServerFrame } from '../../src-domain/video/room-protocol.ts';
import type { LoginTestApp } from '../auth/login.test-support.ts';
import { payAllInvoices, seedInvoice } from '../test-support/act-invoices.test-support.ts';
import { type ActClient, type ActTestApp, createDraftAct, ok, partyOf } from '../test-support/act-test-app.ts';

/** 1×1 JPEG: the room reads the token's claims, not the picture. */
const BESTSHOT =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

/**
 * Aziz sells his Cobalt to Malika by video with notary Gulnora (notary #1); Dilnoza joins as a
 * second buyer meeting the notary in person. Walked through the real routes to step 8, the
 * visit at `visitTime` today (Tashkent). The clock must be the seed's morning (11:00 Tashkent).
 */
export async function videoActAtRegistration(t: ActTestApp, visitTime = '11:20'): Promise<ActDetails> {
  const [aziz, malika, dilnoza, gulnora] = [await t.as('aziz'), await t.as('malika'), await t.as('dilnoza'), await t.as('gulnora')];
  let act = await createDraftAct(aziz, { regtype: 2, notaryChoice: 'manual', notaryId: 1 });
  act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer', participationType: 2, version: act.version }));
  act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('dilnoza'), role: 'buyer', participationType: 1, version: act.version }));
  const vehicle = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
  act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicle.id, priceTiyin: 14_500_000_000, version: act.version }));
  const step = async (who: ActClient, body: Record<string, unknown>) => {
    act = ok(await who.post(actActionsPath(act.uuid), { version: act.version, ...body }));
  };
  await step(malika, { action: 'accept_invitation' });
  await step(dilnoza, { action: 'accept_invitation' });
  await step(aziz, { action: 'send_to_notary' });
  await step(gulnora, { action: 'accept_check' });
  await step(aziz, { action: 'confirm' });
  await seedInvoice(t.db, act.id, { amountTiyin: 37_500_000, payerName: 'Karimov Aziz Alisher o‘g‘li' });
  await step(gulnora, { action: 'issue_invoices' });
  await step(gulnora, { action: 'set_time', visitDate: '22.11.2026', visitTime });
  await step(aziz, { action: 'confirm_time' });
  await payAllInvoices(t.db, act.id);
  await step(aziz, { action: 'mark_paid' });
  expect(act).toMatchObject({ step: 8, state: 'awaiting_registration', regtypeId: 2 });
  return act;
}

/**
 * The room's face check of one join, passed the way the liveness session passes one; with
 * `faceMatched: false`, live but the face is not the person's registry photo (the session's
 * `isOk`, docs/decisions/0018-face-login-matched-to-the-registry-photo.md).
 */
export async function passRoomFaceCheck(
  t: LoginTestApp,
  client: ActClient,
  uuid: string,
  { faceMatched = true } = {},
): Promise<{ joinId: string; faceJwt: string }> {
  const { nonce, joinId } = ok<VideoAttemptResponse>(await client.post(actVideoAttemptPath(uuid)));
  const faceJwt = await t.signer.sign({ isOk: faceMatched, livenessWasSuccessful: true, bestshot: BESTSHOT, nonce });
  expect(await t.nonces.markPassed(nonce)).toBe(true);
  return { joinId, faceJwt };
}

/** A room socket that queues what the server says, for tests and the bench. */
export class RoomTestSocket {
  readonly frames: RoomServerFrame[] = [];
  readonly socket: WebSocket;
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly #waiters: (() => void)[] = [];

  /** `autoPong: false`: a peer that never answers the server's protocol pings (a dead browser). */
  constructor(baseUrl: string, options: { autoPong?: boolean } = {}) {
    this.socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${ROOM_WS_PATH}`, ROOM_SUBPROTOCOL, { autoPong: options.autoPong ?? true });
    this.socket.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as RoomServerFrame);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => this.socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  opened(): Promise<void> {
    if (this.socket.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  async send(frame: object): Promise<void> {
    await this.opened();
    this.socket.send(JSON.stringify(frame));
  }

  /** The next frame of `type` (taken off the queue), waiting up to `timeoutMs`. */
  async next<T extends RoomServerFrame['type']>(type: T, timeoutMs = 5_000): Promise<Extract<RoomServerFrame, { type: T }>> {
    return (await this.#take((frame) => frame.type === type, type, timeoutMs)) as Extract<RoomServerFrame, { type: T }>;
  }

  /** The next frame, whatever it is. */
  nextAny(timeoutMs = 5_000): Promise<RoomServerFrame> {
    return this.#take(() => true, 'any', timeoutMs);
  }

  async #take(match: (frame: RoomServerFrame) => boolean, what: string, timeoutMs: number): Promise<RoomServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex(match);
      if (index >= 0) return this.frames.splice(index, 1)[0] as RoomServerFrame;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${what}" frame; got ${JSON.stringify(this.frames.map((frame) => frame.type))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.socket.close();
  }

  /** As a lost network: no close frame. */
  drop(): void {
    this.socket.terminate();
  }
}

/** Joins `uuid`'s room as `client`: with a face check when `face` is given, agreeing to the recording when asked. */
export async function joinRoom(
  baseUrl: string,
  client: ActClient,
  uuid: string,
  face?: { joinId: string; faceJwt: string },
  agree = true,
): Promise<{ socket: RoomTestSocket; first: RoomServerFrame }> {
  const socket = new RoomTestSocket(baseUrl);
  await socket.send({ type: 'join', token: client.token, act: uuid, locale: 'oz', ...face });
  const first = await socket.nextAny();
  if (first.type === 'consent-required') {
    await socket.send({ type: 'consent', agree });
    return { socket, first: await socket.nextAny() };
  }
  return { socket, first };
}
