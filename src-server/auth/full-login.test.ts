import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../src-domain/http/error-codes.ts';
import { LIVENESS_ATTEMPT_PATH } from '../../src-domain/liveness/protocol.ts';
import { loadHuman } from '../liveness/analyzer/human-loader.ts';
import { openLivenessClient, present } from '../liveness/fixtures/liveness-client.test-support.ts';
import { createPresenter, type Presenter } from '../liveness/fixtures/presenter.test-support.ts';
import { DEMO_FACES } from '../seed/faces/demo-faces.ts';
import { DEFAULT_SEED } from '../seed/generate-world.ts';
import { type RunningServer, startServer } from '../start-server.ts';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { firstLoginIdentity, type Identity, identityOf } from './login.test-support.ts';

const aziz = identityOf('aziz');
const jamshid = identityOf('jamshid');

/**
 * The whole login on the real server as the CLI starts it (warm analyzer, shared signer and
 * nonces, the seed's registry photos cut by the detector): pre-check, attempt, the face check
 * over the websocket with generated frames that perform the drawn challenge, then the auth call
 * with the token the socket returned.
 */
describe('a full login through the wired liveness service (spec §4 login flow)', () => {
  const dir = makeTempDir();
  let server: RunningServer;
  /** Aziz's head at the camera (the seed's registry photo of Aziz is the same face of the same sample photo). */
  let azizHead: Presenter;
  /** A recording of Aziz's earlier face check, played into the camera. */
  let azizReplay: Presenter;
  beforeAll(async () => {
    const human = await loadHuman({ detector: 'near' });
    [server, azizHead, azizReplay] = await Promise.all([
      startServer({
        db: { kind: 'sqlite', file: join(dir.path, 'login.sqlite') },
        webRoot: join(dir.path, 'none'),
        port: 0,
        host: '127.0.0.1',
        seed: DEFAULT_SEED,
        seedScale: 0.1,
      }),
      createPresenter(human, 'head', { face: DEMO_FACES.aziz }),
      createPresenter(human, 'replay', { face: DEMO_FACES.aziz }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    dir.remove();
  });

  const post = (path: string, body: object) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'ru' }, body: JSON.stringify(body) });

  /** Pre-check, attempt and a face check with `presenter` at the camera; the face check's token. */
  async function performFaceCheck(identity: Identity, presenter: Presenter): Promise<string> {
    const precheck = await post('/api/check_before_auth', identity);
    expect(await precheck.text()).toBe('Ok');
    const { nonce } = (await (await post(LIVENESS_ATTEMPT_PATH, identity)).json()) as { nonce: string };

    const client = await openLivenessClient(server.url);
    client.send({ type: 'connect', nonce, locale: 'oz' });
    const challenge = await client.next();
    if (challenge.type !== 'challenge') throw new Error(`expected a challenge, got ${JSON.stringify(challenge)}`);
    const reply = (await present(client, challenge, presenter, 60)).at(-1);
    if (reply?.type !== 'success') throw new Error(`face check did not end: ${JSON.stringify(reply)}`);
    return reply.jwt;
  }

  it('logs Aziz in with the token of a face check he really performed', async () => {
    const jwt = await performFaceCheck(aziz, azizHead);
    const auth = (await (await post('/api/auth', { ...aziz, jwt })).json()) as { resultCode: number; token: string; user: { pin: string } };
    expect(auth).toMatchObject({ resultCode: 1, user: { pin: aziz.pin } });
    const check = await fetch(`${server.url}/api/check_token`, { headers: { authorization: `Bearer ${auth.token}` } });
    expect(check.status).toBe(200);
    expect(check.headers.get('x-auth-token')).toMatch(/^[\w-]{43}$/);

    const replay = (await (await post('/api/auth', { ...aziz, jwt })).json()) as { resultCode: number };
    expect(replay.resultCode).toBe(2);
  }, 90_000);

  it("refuses Aziz's live face for Jamshid's pin and passport: identity not confirmed (spec §8)", async () => {
    const jwt = await performFaceCheck(jamshid, azizHead);
    const auth = (await (await post('/api/auth', { ...jamshid, jwt })).json()) as { resultCode: number; token?: string; message: string };
    expect(auth).toEqual({ resultCode: 2, message: API_ERRORS.face_mismatch.text.ru });
  }, 90_000);

  it("refuses a recording of Aziz's earlier face check played into the camera: not live, where to identify in person (spec §8)", async () => {
    const jwt = await performFaceCheck(aziz, azizReplay);
    const auth = (await (await post('/api/auth', { ...aziz, jwt })).json()) as { resultCode: number; message: string };
    expect(auth).toEqual({ resultCode: 2, message: API_ERRORS.face_not_live.text.ru });
    expect(auth.message).toContain('нотариальной конторе');
  }, 120_000);

  it('refuses a person the registry has no photo of at the pre-check, before any camera (400 no_registry_photo)', async () => {
    const identity = await firstLoginIdentity(server.db, { photo: false });
    for (const path of ['/api/check_before_auth', LIVENESS_ATTEMPT_PATH]) {
      const response = await post(path, identity);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'no_registry_photo', message: API_ERRORS.no_registry_photo.text.ru });
    }
  });
});
