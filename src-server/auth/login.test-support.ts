import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AuthResponse } from '../../src-domain/auth/auth-contract.ts';
import type { LivenessAttemptResponse } from '../../src-domain/liveness/attempt.ts';
import { LIVENESS_ATTEMPT_PATH } from '../../src-domain/liveness/protocol.ts';
import { buildApp } from '../app.ts';
import type { AppOptions } from '../context/app-options.ts';
import type { Db } from '../db/database.ts';
import type { FaceAnalyzer } from '../liveness/analyzer/face-analyzer.ts';
import { createNonceStore, type NonceStore } from '../liveness/nonce-store.ts';
import { createLivenessTokenSigner, type LivenessTokenSigner } from '../liveness/token-signer.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-support/test-app.ts';

/** The seed's `today` in Tashkent working hours: demo people are the ages docs/demo.md says. */
export const SEED_MORNING = Date.parse('2026-11-22T06:00:00.000Z');

export interface Identity {
  pin: string;
  passserial: string;
  passnum: string;
}

export function identityOf(key: keyof typeof DEMO_CAST): Identity {
  const person = DEMO_CAST[key];
  return { pin: person.pin, passserial: person.passportSeries, passnum: person.passportNumber };
}

/**
 * A seeded adult of the civil registry who may log in as far as the registry goes (alive, born
 * before 1990, passport valid past 2027) and has never signed in: with a registry photo (the
 * demo people without an account) or without one (the generated people).
 */
export async function firstLoginIdentity(db: Db, options: { photo: boolean }): Promise<Identity> {
  const person = await db
    .selectFrom('persons as p')
    .leftJoin('registry_photos as photo', 'photo.pin', 'p.pin')
    .leftJoin('users as u', 'u.pin', 'p.pin')
    .select(['p.pin', 'p.passport_series', 'p.passport_number'])
    .where('u.id', 'is', null)
    .where('photo.pin', options.photo ? 'is not' : 'is', null)
    .where('p.death_date', 'is', null)
    .where('p.birth_date', '<', '1990-01-01')
    .where('p.passport_expiry_date', '>', '2027-01-01')
    .orderBy('p.pin')
    .executeTakeFirstOrThrow();
  return { pin: person.pin, passserial: person.passport_series, passnum: person.passport_number };
}

/** A movable clock for sessions, lockouts and face-check tokens. */
export interface TestClock {
  now: () => Date;
  ms: () => number;
  advance(ms: number): void;
}

export function createClock(start = SEED_MORNING): TestClock {
  let time = start;
  return { now: () => new Date(time), ms: () => time, advance: (ms) => (time += ms) };
}

export interface LoginTestApp extends TestApp {
  clock: TestClock;
  nonces: NonceStore;
  signer: LivenessTokenSigner;
}

/** Any frame reaching it is a test mistake: these tests never open the liveness socket. */
const NO_FACE_ANALYSIS: FaceAnalyzer = {
  analyze: () => Promise.reject(new Error('no face analysis in login tests')),
  close: () => Promise.resolve(),
};

/**
 * A seeded app whose liveness service uses a signer the test holds, on a movable clock, and
 * nonces the test reaches through the same database: the test can finish a face check the way
 * the liveness session does when the challenge passes, and test the auth call alone (the
 * liveness tests cover the face part).
 */
export async function createLoginTestApp(options: TestAppOptions = {}): Promise<LoginTestApp> {
  const clock = createClock();
  const signer = createLivenessTokenSigner({ now: clock.ms });
  const t = await createTestApp({ now: clock.now, ...options, liveness: { analyzer: NO_FACE_ANALYSIS, signer, ...options.liveness } });
  return { ...t, clock, nonces: options.liveness?.nonces ?? createNonceStore({ db: t.db, now: clock.ms }), signer };
}

/**
 * The same on a database the caller opened (PostgreSQL: test-support/postgres-schema.ts);
 * `close` closes the app, then runs `release` (drop the schema).
 */
export async function createLoginTestAppOn(db: Db, release: () => Promise<void>, options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<LoginTestApp> {
  const clock = createClock();
  const signer = createLivenessTokenSigner({ now: clock.ms });
  const app = await buildApp({
    webRoot: '/nonexistent',
    now: clock.now,
    ...options,
    db,
    liveness: { analyzer: NO_FACE_ANALYSIS, signer, ...options.liveness },
  });
  const close = async () => {
    await app.close();
    await release();
  };
  return { app, db, dir: '', close, clock, nonces: createNonceStore({ db, now: clock.ms }), signer };
}

/** A 1×1 JPEG: the claim's shape is what the auth call reads, not the picture. */
export const BESTSHOT =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

/**
 * The face check of one login attempt, passed: POST /api/liveness/attempt (the real route, with
 * its pre-check), then what `liveness-session.ts` does on success: sign the token for the
 * attempt's nonce and mark the attempt passed.
 */
export async function passFaceCheck(t: LoginTestApp, identity: Identity, verdict: { live: boolean } = { live: true }): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: LIVENESS_ATTEMPT_PATH, payload: identity });
  expect(response.statusCode, response.body).toBe(200);
  const { nonce } = response.json<LivenessAttemptResponse>();
  // A face check that saw a picture, a screen or a recording ends with `livenessWasSuccessful: false` (liveness-session.ts).
  const jwt = await t.signer.sign({ isOk: verdict.live, livenessWasSuccessful: verdict.live, bestshot: BESTSHOT, nonce });
  expect(await t.nonces.markPassed(nonce)).toBe(true);
  return jwt;
}

export async function postAuth(t: LoginTestApp, body: Identity & { jwt: string }, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/auth', payload: body, headers });
}

/** A full login (face check + auth); returns the session token. */
export async function logIn(t: LoginTestApp, identity: Identity, headers: Record<string, string> = {}): Promise<string> {
  const jwt = await passFaceCheck(t, identity);
  const response = await postAuth(t, { ...identity, jwt }, headers);
  const body = response.json<AuthResponse>();
  expect(body.resultCode, body.message).toBe(1);
  if (!body.token) throw new Error('no token');
  return body.token;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });
