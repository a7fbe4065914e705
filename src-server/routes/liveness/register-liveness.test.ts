import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeStep } from '../../../src-domain/liveness/challenge-steps.ts';
import { HINT } from '../../../src-domain/liveness/hint-codes.ts';
import { stripImageDataUrl } from '../../../src-domain/liveness/image-data.ts';
import { LIVENESS_ATTEMPT_PATH, LIVENESS_SUBPROTOCOL, LIVENESS_WS_PATH } from '../../../src-domain/liveness/protocol.ts';
import type { ChallengeFrame, StatsFrame } from '../../../src-domain/liveness/server-frames.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import type { FaceAnalyzer } from '../../liveness/analyzer/face-analyzer.ts';
import { loadHuman } from '../../liveness/analyzer/human-loader.ts';
import { createWorkerAnalyzer } from '../../liveness/analyzer/worker-analyzer.ts';
import { SAMPLE_FACES } from '../../seed/faces/sample-faces.ts';
import { cutRegistryPhoto } from '../../seed/faces/registry-photo.ts';
import { makeFaceFrame } from '../../liveness/fixtures/face-frame.test-support.ts';
import { DEFAULT_FACE } from '../../liveness/fixtures/face-photo.test-support.ts';
import { createPresenter, type Presenter } from '../../liveness/fixtures/presenter.test-support.ts';
import { createFaceReferences } from '../../liveness/identity/face-references.ts';
import { openLivenessClient, present, type LivenessTestClient } from '../../liveness/fixtures/liveness-client.test-support.ts';
import type { Db } from '../../db/database.ts';
import { createTestDb } from '../../test-support/test-app.ts';
import { createNonceStore, type NonceStore } from '../../liveness/nonce-store.ts';
import { registerLiveness } from './register-liveness.ts';
import { createLivenessTokenSigner, type LivenessTokenSigner } from '../../liveness/token-signer.ts';
import { verifyLivenessToken } from '../../liveness/verify-liveness-token.ts';

const PERSON = { pin: '31234567890123', passserial: 'AA', passnum: '1234567' };
/** Someone whose registry photo shows another face than the one in front of the camera. */
const OTHER = { pin: '41234567890125', passserial: 'AB', passnum: '7654321' };
/** Someone the registry has no photo of. */
const UNPHOTOGRAPHED = { pin: '51234567890127', passserial: 'AC', passnum: '1112223' };

let analyzer: FaceAnalyzer;
/** The nonces' database, empty: these tests use the liveness plugin alone. */
let db: Db;
/** A frame of the face straight at the camera, never moving: a still photo. */
let still: Buffer;
/** The head of DEFAULT_FACE, real-looking, lit by the screen (fixtures/presenter.test-support.ts). */
let head: Presenter;
/** The same person's photo printed and moved by hand. */
let print: Presenter;
/** Registry photos by pin: PERSON has the face the generated frames show (DEFAULT_FACE), OTHER another one. */
let photos: Map<string, Uint8Array>;

interface Server {
  app: FastifyInstance;
  origin: string;
  nonces: NonceStore;
  signer: LivenessTokenSigner;
}

async function startServer(limits: Parameters<typeof registerLiveness>[1]['limits'] = {}): Promise<Server> {
  const app = Fastify();
  registerErrorHandler(app);
  const nonces = createNonceStore({ db });
  const signer = createLivenessTokenSigner();
  const references = createFaceReferences({ photoOf: async (pin) => photos.get(pin) ?? null, analyzer });
  await registerLiveness(app, { analyzer, nonces, signer, references, limits });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin, nonces, signer };
}

async function newAttempt(server: Server, person: typeof PERSON = PERSON): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: LIVENESS_ATTEMPT_PATH, payload: person });
  expect(response.statusCode).toBe(200);
  return response.json<{ nonce: string }>().nonce;
}

async function connected(server: Server, nonce: string): Promise<{ client: LivenessTestClient; steps: ChallengeStep[]; challenge: ChallengeFrame }> {
  const client = await openLivenessClient(server.origin);
  client.send({ type: 'connect', nonce, locale: 'ru' });
  const frame = await client.next();
  if (frame.type !== 'challenge') throw new Error(`expected a challenge, got ${JSON.stringify(frame)}`);
  return { client, steps: frame.steps, challenge: frame };
}

let main: Server;
let strict: Server;

let removeDb: () => Promise<void>;

beforeAll(async () => {
  const human = await loadHuman({ detector: 'near' });
  [analyzer, still, head, print, { db, remove: removeDb }] = await Promise.all([
    createWorkerAnalyzer(),
    makeFaceFrame(),
    createPresenter(human, 'head'),
    createPresenter(human, 'print'),
    createTestDb({ seed: false }),
  ]);
  photos = new Map([
    [PERSON.pin, await cutRegistryPhoto(analyzer, SAMPLE_FACES[DEFAULT_FACE])],
    [OTHER.pin, await cutRegistryPhoto(analyzer, SAMPLE_FACES['s6-first'])],
  ]);
  main = await startServer();
  strict = await startServer({ connectTimeoutMs: 150, idleTimeoutMs: 300, maxMessageBytes: 64 * 1024 });
}, 120_000);

afterAll(async () => {
  await Promise.all([main?.app.close(), strict?.app.close()]);
  await analyzer?.close();
  await removeDb?.();
});

describe('liveness websocket: the challenge (docs/liveness.md)', () => {
  it("passes a person who performs the drawn challenge with the face of the pin's registry photo, and returns a token that verifies once for that pin", async () => {
    const nonce = await newAttempt(main);
    const { client, steps, challenge } = await connected(main, nonce);
    expect(steps.at(-1)).toBe('neutral');
    expect(challenge.light).toMatchObject({ periodMs: 600, seed: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) });
    const replies = await present(client, challenge, head, 40);
    const last = replies.at(-1);
    expect(last?.type).toBe('success');
    expect((await client.closed).code).toBe(1000);
    if (last?.type !== 'success') return;

    const verified = await verifyLivenessToken(main, last.jwt, { pin: PERSON.pin, passserial: PERSON.passserial, passnum: PERSON.passnum });
    expect(verified.ok).toBe(true);
    if (verified.ok) {
      expect(verified.claims).toMatchObject({ isOk: true, livenessWasSuccessful: true, nonce });
      expect(verified.claims.bestshot).toMatch(/^data:image\/jpeg;base64,\/9j\//);
      const bestshot = await sharp(Buffer.from(stripImageDataUrl(verified.claims.bestshot), 'base64')).metadata();
      expect(Math.max(bestshot.width, bestshot.height)).toBeLessThanOrEqual(240);
    }
    expect(await verifyLivenessToken(main, last.jwt, { pin: PERSON.pin })).toEqual({ ok: false, reason: 'already_used' });
  });

  it.each([
    ['whose registry photo shows someone else', OTHER, 'face_mismatch'],
    ['with no registry photo', UNPHOTOGRAPHED, 'face_mismatch'],
  ] as const)('passes the liveness of a face check for a pin %s, with a token that does not log in (isOk false)', async (_case, person, reason) => {
    const nonce = await newAttempt(main, person);
    const { client, challenge } = await connected(main, nonce);
    const last = (await present(client, challenge, head, 40)).at(-1);
    if (last?.type !== 'success') throw new Error(`expected a token, got ${JSON.stringify(last)}`);
    const verified = await verifyLivenessToken(main, last.jwt, person);
    expect(verified).toEqual({ ok: false, reason });
  });

  it('ends a print moved by hand through the challenge with a token that does not log in: not live (the flat check, 69)', async () => {
    const nonce = await newAttempt(main);
    const { client, challenge } = await connected(main, nonce);
    const replies = await present(client, challenge, print, 40);
    const last = replies.at(-1);
    if (last?.type !== 'success') throw new Error(`expected a token, got ${JSON.stringify(last)}`);
    expect(replies.some((reply) => reply.type === 'stats' && reply.errors.includes(HINT.flatPicture))).toBe(true);
    expect(await verifyLivenessToken(main, last.jwt, PERSON)).toEqual({ ok: false, reason: 'not_live' });
  });

  it('keeps a still photo at the first step, telling it to tilt or come closer (hints 21/22/12)', async () => {
    const { client, steps } = await connected(main, await newAttempt(main));
    const replies: StatsFrame[] = [];
    let sentAt = -Infinity;
    for (let seq = 0; seq < 10; seq += 1) {
      // One frame every 300 ms at most, as the page sends them (spec §9): a frame over the
      // server's 5 a second is dropped without a reply, and a quick analysis would let this loop
      // go faster than that and wait for a reply that never comes.
      await sleep(Math.max(0, sentAt + 300 - Date.now()));
      sentAt = Date.now();
      client.sendImage(seq, still);
      const reply = await client.next();
      if (reply.type !== 'stats') throw new Error(`expected stats, got ${JSON.stringify(reply)}`);
      replies.push(reply);
    }
    const stats = replies;
    expect(stats.every((reply) => reply.challenge.index === 0)).toBe(true);
    const first: Partial<Record<ChallengeStep, number>> = { 'tilt-left': HINT.tiltLeft, 'tilt-right': HINT.tiltRight, closer: HINT.moveCloser };
    const expected = first[steps[0] ?? 'neutral'] ?? -1;
    expect(stats.every((reply) => reply.errors.includes(expected))).toBe(true);
    expect(stats[0]?.details.faceFramePosition?.faceRect.width).toBeGreaterThan(150);
    client.socket.close();
  });

  it('answers an undecodable image with low frame quality (30) and keeps the socket open', async () => {
    const { client } = await connected(main, await newAttempt(main));
    client.sendImage(7, still.subarray(0, 100));
    const broken = await client.next();
    expect(broken).toMatchObject({ type: 'stats', seq: 7, errors: [HINT.lowFrameQuality], details: { faceFramePosition: null } });
    client.socket.close();
  });
});

describe('liveness websocket: protocol rules (spec §7)', () => {
  it.each([[['chat.v1']], [[]]])('refuses the upgrade without the sub-protocol (offered %j)', async (protocols) => {
    const socket = new WebSocket(main.origin.replace('http', 'ws') + LIVENESS_WS_PATH, protocols);
    const status = await new Promise<number>((resolve) => socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)));
    expect(status).toBe(400);
    const response = await main.app.inject({
      method: 'GET',
      url: LIVENESS_WS_PATH,
      headers: { connection: 'upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' },
    });
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'sec-websocket-protocol' }] });
  });

  it('selects the sub-protocol on upgrade', async () => {
    const client = await openLivenessClient(main.origin, ['chat.v1', LIVENESS_SUBPROTOCOL]);
    expect(client.socket.protocol).toBe(LIVENESS_SUBPROTOCOL);
    client.socket.close();
  });

  it('closes a socket that sends no connect frame within the connect time-out (4408)', async () => {
    const client = await openLivenessClient(strict.origin);
    expect(await client.next()).toMatchObject({ type: 'error', code: 'connect_timeout' });
    expect((await client.closed).code).toBe(4408);
  });

  it('closes a connected socket that goes quiet (no image, no heartbeat: 4410)', async () => {
    const { client } = await connected(strict, await newAttempt(strict));
    expect(await client.next()).toMatchObject({ type: 'error', code: 'idle_timeout' });
    expect((await client.closed).code).toBe(4410);
  });

  it('keeps a socket alive with heartbeats', async () => {
    const { client } = await connected(strict, await newAttempt(strict));
    for (let i = 0; i < 4; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      client.send({ type: 'heartbeat', ts: Date.now() });
    }
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.socket.close();
  });

  it('rejects a message over the size cap (1009 from the websocket layer)', async () => {
    const { client } = await connected(strict, await newAttempt(strict));
    client.send({ type: 'image', seq: 1, data: 'A'.repeat(70 * 1024), width: 640, height: 480 });
    expect((await client.closed).code).toBe(1009);
  });

  it('rejects an image before connect and a malformed frame (4400)', async () => {
    const early = await openLivenessClient(main.origin);
    early.sendImage(0, still);
    expect(await early.next()).toMatchObject({ type: 'error', code: 'invalid_frame' });
    expect((await early.closed).code).toBe(4400);

    const garbled = await openLivenessClient(main.origin);
    garbled.socket.send('{"type":"connect"');
    expect((await garbled.closed).code).toBe(4400);
  });

  it('refuses an unknown nonce, and a nonce whose face check already passed (4401)', async () => {
    const unknown = await openLivenessClient(main.origin);
    unknown.send({ type: 'connect', nonce: 'x'.repeat(43) });
    expect(await unknown.next()).toMatchObject({ type: 'error', code: 'invalid_nonce' });
    expect((await unknown.closed).code).toBe(4401);

    const nonce = await newAttempt(main);
    await main.nonces.markPassed(nonce);
    const reused = await openLivenessClient(main.origin);
    reused.send({ type: 'connect', nonce, locale: 'ru' });
    expect(await reused.next()).toEqual({ type: 'error', code: 'invalid_nonce', message: 'Попытка входа устарела или уже использована. Войдите заново' });
  });

  it('serves one socket per attempt at a time (4409)', async () => {
    const nonce = await newAttempt(main);
    const first = await connected(main, nonce);
    const second = await openLivenessClient(main.origin);
    second.send({ type: 'connect', nonce });
    expect(await second.next()).toMatchObject({ type: 'error', code: 'nonce_in_use' });
    first.client.socket.close();
  });
});

describe('POST /api/liveness/attempt', () => {
  it('issues a fresh 256-bit nonce per attempt', async () => {
    const [a, b] = [await newAttempt(main), await newAttempt(main)];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('answers 400 with localized field messages for a bad identity (spec §5)', async () => {
    const response = await main.app.inject({
      method: 'POST',
      url: LIVENESS_ATTEMPT_PATH,
      headers: { 'accept-language': 'ru' },
      payload: { ...PERSON, pin: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'pin', message: 'ПИНФЛ должен состоять из 14 цифр' }] });
  });
});
