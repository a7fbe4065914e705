import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVENESS_INTERVAL_MS } from '../../src-domain/constants.ts';
import type { ChallengeStep } from '../../src-domain/liveness/challenge-steps.ts';
import { LIVENESS_ATTEMPT_PATH } from '../../src-domain/liveness/protocol.ts';
import type { ServerFrame } from '../../src-domain/liveness/server-frames.ts';
import { makePoseFrames } from '../liveness/fixtures/challenge-frames.test-support.ts';
import { openLivenessClient } from '../liveness/fixtures/liveness-client.test-support.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { type RunningServer, startServer } from '../start-server.ts';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { identityOf } from './login.test-support.ts';

const aziz = identityOf('aziz');

/**
 * The whole login on the real server as the CLI starts it (warm analyzer, shared signer and
 * nonces): pre-check, attempt, the face check over the websocket with generated frames that
 * perform the drawn challenge, then the auth call with the token the socket returned.
 */
describe('a full login through the wired liveness service (spec §4 login flow)', () => {
  const dir = makeTempDir();
  let server: RunningServer;
  let poses: Record<ChallengeStep, Buffer>;
  beforeAll(async () => {
    [server, poses] = await Promise.all([
      startServer({ db: { kind: 'sqlite', file: join(dir.path, 'login.sqlite') }, webRoot: join(dir.path, 'none'), port: 0, host: '127.0.0.1', seed: DEFAULT_SEED, seedScale: 0.1 }),
      makePoseFrames(),
    ]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    dir.remove();
  });

  const post = (path: string, body: object) => fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('logs Aziz in with the token of a face check he really performed', async () => {
    const precheck = await post('/api/check_before_auth', aziz);
    expect(await precheck.text()).toBe('Ok');
    const { nonce } = (await (await post(LIVENESS_ATTEMPT_PATH, aziz)).json()) as { nonce: string };

    const client = await openLivenessClient(server.url);
    client.send({ type: 'connect', nonce, locale: 'oz' });
    const challenge = await client.next();
    if (challenge.type !== 'challenge') throw new Error(`expected a challenge, got ${JSON.stringify(challenge)}`);
    let step = challenge.steps[0] ?? 'neutral';
    let reply: ServerFrame | undefined;
    for (let seq = 0; seq < 30; seq += 1) {
      await new Promise((resolve) => setTimeout(resolve, LIVENESS_INTERVAL_MS));
      client.sendImage(seq, poses[step]);
      reply = await client.next();
      if (reply.type !== 'stats') break;
      step = reply.challenge.step;
    }
    if (reply?.type !== 'success') throw new Error(`face check did not pass: ${JSON.stringify(reply)}`);

    const auth = (await (await post('/api/auth', { ...aziz, jwt: reply.jwt })).json()) as { resultCode: number; token: string; user: { pin: string } };
    expect(auth).toMatchObject({ resultCode: 1, user: { pin: aziz.pin } });
    const check = await fetch(`${server.url}/api/check_token`, { headers: { authorization: `Bearer ${auth.token}` } });
    expect(check.status).toBe(200);
    expect(check.headers.get('x-auth-token')).toMatch(/^[\w-]{43}$/);

    const replay = (await (await post('/api/auth', { ...aziz, jwt: reply.jwt })).json()) as { resultCode: number };
    expect(replay.resultCode).toBe(2);
  }, 60_000);
});
