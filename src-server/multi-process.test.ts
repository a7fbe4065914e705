import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthResponse } from '../src-domain/auth/auth-contract.ts';
import { AUTH_RESULT } from '../src-domain/auth/auth-routes.ts';
import type { LivenessAttemptResponse } from '../src-domain/liveness/attempt.ts';
import { LIVENESS_ATTEMPT_PATH } from '../src-domain/liveness/protocol.ts';
import { BESTSHOT, identityOf, type Identity } from './auth/login.test-support.ts';
import { migrateToLatest } from './db/migrate.ts';
import { openLivenessClient } from './liveness/fixtures/liveness-client.test-support.ts';
import { createNonceStore, type NonceStore } from './liveness/nonce-store.ts';
import { createLivenessTokenSigner, type LivenessTokenSigner } from './liveness/token-signer.ts';
import { DEFAULT_SEED } from './seed/generate-world.ts';
import { seed } from './seed/seed.ts';
import { openPostgresSchema, type PostgresSchema, skipWithoutPostgres } from './test-support/postgres-schema.ts';
import { type ServeProcess, startServeProcess } from './test-support/serve-process.ts';
import { testRegistryPhotos } from './test-support/test-registry-photos.ts';

/**
 * Several server processes on one PostgreSQL database behave as one (docs/architecture.md, Trust):
 * two real `node src-server/cli/serve.ts` processes share lockouts, face-check nonces and rate
 * limits through the database. Runs with TEST_DATABASE_URL (.ci/run provides it); outside CI
 * without it, vitest reports these tests skipped.
 */
const LOGIN_RATE_LIMIT = 10;
const SECRET = randomBytes(32).toString('base64url');

let schema: PostgresSchema;
let servers: ServeProcess[] = [];
let nonces: NonceStore;
let signer: LivenessTokenSigner;

/** Each scenario is its own client (TRUST_PROXY: the address in X-Forwarded-For), so their rate limits never meet. */
function post(server: ServeProcess, path: string, body: unknown, client: string): Promise<Response> {
  return fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify(body) });
}

const [first, second] = [() => servers[0]!, () => servers[1]!];

beforeAll(async () => {
  if (skipWithoutPostgres) return;
  schema = await openPostgresSchema('processes', 2);
  await migrateToLatest(schema.db);
  await seed(schema.db, { seed: DEFAULT_SEED, scale: 0.2, photos: await testRegistryPhotos() });
  const env = { DATABASE_URL: schema.url, LIVENESS_SECRET: SECRET, LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT), TRUST_PROXY: '1', WEB_ROOT: '/nonexistent' };
  servers = await Promise.all([startServeProcess(env), startServeProcess(env)]);
  // What the liveness session of either process does when a face check passes.
  nonces = createNonceStore({ db: schema.db });
  signer = createLivenessTokenSigner({ secret: SECRET });
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await schema?.drop();
});

/** A face-check attempt issued by `server`, passed, and its token. */
async function passedAttempt(server: ServeProcess, identity: Identity, client: string): Promise<{ nonce: string; jwt: string }> {
  const response = await post(server, LIVENESS_ATTEMPT_PATH, identity, client);
  expect(response.status).toBe(200);
  const { nonce } = (await response.json()) as LivenessAttemptResponse;
  expect(await nonces.markPassed(nonce)).toBe(true);
  return { nonce, jwt: await signer.sign({ isOk: true, livenessWasSuccessful: true, bestshot: BESTSHOT, nonce }) };
}

async function logIn(server: ServeProcess, identity: Identity, jwt: string, client: string): Promise<AuthResponse> {
  const response = await post(server, '/api/auth', { ...identity, jwt }, client);
  expect(response.status).toBe(200);
  return (await response.json()) as AuthResponse;
}

describe('two server processes on one PostgreSQL database', () => {
  it.skipIf(skipWithoutPostgres)('lock a pin out on both after failed logins spread over both', async () => {
    const sherzod = identityOf('sherzod');
    const client = '10.0.1.1';
    for (const server of [first(), second(), first(), second(), first()]) {
      expect((await post(server, '/api/check_before_auth', { ...sherzod, passnum: '0000001' }, client)).status).toBe(400);
    }
    for (const server of [first(), second()]) {
      const locked = await post(server, '/api/check_before_auth', sherzod, client);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(await locked.json()).toMatchObject({ code: 'too_many_requests' });
    }
  });

  it.skipIf(skipWithoutPostgres)('serve a face-check nonce issued by the other, and let it log in only once', async () => {
    const aziz = identityOf('aziz');
    const client = '10.0.2.1';
    const issued = await post(first(), LIVENESS_ATTEMPT_PATH, aziz, client);
    const { nonce } = (await issued.json()) as LivenessAttemptResponse;
    const socket = await openLivenessClient(second().url);
    socket.send({ type: 'connect', nonce, locale: 'oz' });
    expect(await socket.next()).toMatchObject({ type: 'challenge' });
    socket.socket.close();
    await socket.closed;

    const { jwt } = await passedAttempt(first(), aziz, client);
    expect(await logIn(second(), aziz, jwt, client)).toMatchObject({ resultCode: AUTH_RESULT.success });
    expect(await logIn(first(), aziz, jwt, client)).toMatchObject({ resultCode: AUTH_RESULT.failure });
    expect(await logIn(second(), aziz, jwt, client)).toMatchObject({ resultCode: AUTH_RESULT.failure });

    // The same token at both at once: exactly one login.
    const raced = await passedAttempt(second(), aziz, client);
    const answers = await Promise.all([logIn(first(), aziz, raced.jwt, client), logIn(second(), aziz, raced.jwt, client)]);
    expect(answers.map((answer) => answer.resultCode).sort()).toEqual([AUTH_RESULT.success, AUTH_RESULT.failure]);
  });

  it.skipIf(skipWithoutPostgres)(`count one rate limit for both (${LOGIN_RATE_LIMIT} login requests a minute per client)`, async () => {
    const client = '10.0.3.1';
    // A malformed body is refused after the limit counted it, and counts against no pin.
    for (let i = 0; i < LOGIN_RATE_LIMIT; i += 1) {
      expect((await post(i % 2 === 0 ? first() : second(), '/api/check_before_auth', { pin: 'x' }, client)).status).toBe(400);
    }
    for (const server of [first(), second()]) {
      const limited = await post(server, '/api/check_before_auth', { pin: 'x' }, client);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ code: 'too_many_requests' });
    }
    expect((await post(first(), '/api/check_before_auth', { pin: 'x' }, '10.0.3.2')).status).toBe(400);
  });
});
