import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { createTestDb } from '../test-support/test-app.ts';
import { createNonceStore } from './nonce-store.ts';
import { createLivenessTokenSigner } from './token-signer.ts';
import { verifyLivenessToken } from './verify-liveness-token.ts';

const PERSON = { pin: '31234567890123', passserial: 'AA', passnum: '1234567' };
const BESTSHOT = 'data:image/jpeg;base64,/9j/AA==';

let db: Db;
let removeDb: () => Promise<void>;
beforeAll(async () => {
  ({ db, remove: removeDb } = await createTestDb({ seed: false }));
});
afterAll(() => removeDb());

async function setUp(passed = true, faceMatched = true, live = true) {
  const deps = { signer: createLivenessTokenSigner(), nonces: createNonceStore({ db }) };
  const { nonce } = await deps.nonces.issue(PERSON);
  if (passed) await deps.nonces.markPassed(nonce);
  const jwt = await deps.signer.sign({ isOk: faceMatched, livenessWasSuccessful: live, bestshot: BESTSHOT, nonce });
  return { deps, nonce, jwt };
}

describe('verifyLivenessToken (what POST /api/auth checks, spec §4 login flow)', () => {
  it('accepts the token once for the person of the attempt', async () => {
    const { deps, jwt, nonce } = await setUp();
    expect(await verifyLivenessToken(deps, jwt, PERSON)).toEqual({ ok: true, claims: { isOk: true, livenessWasSuccessful: true, bestshot: BESTSHOT, nonce } });
    expect(await verifyLivenessToken(deps, jwt, PERSON)).toEqual({ ok: false, reason: 'already_used' });
  });

  it.each([
    ['another pin', { ...PERSON, pin: '39999999999999' }],
    ['another passport', { ...PERSON, passnum: '7654321' }],
  ])('refuses it for %s', async (_name, identity) => {
    const { deps, jwt } = await setUp();
    expect(await verifyLivenessToken(deps, jwt, identity)).toEqual({ ok: false, reason: 'other_person' });
  });

  it('refuses it when the attempt is gone (expired or already logged in)', async () => {
    const { deps, jwt, nonce } = await setUp();
    await deps.nonces.consume(nonce);
    expect(await verifyLivenessToken(deps, jwt, PERSON)).toEqual({ ok: false, reason: 'unknown_attempt' });
  });

  it('refuses a token whose attempt never passed the face check', async () => {
    const { deps, jwt } = await setUp(false);
    expect(await verifyLivenessToken(deps, jwt, PERSON)).toEqual({ ok: false, reason: 'not_passed' });
  });

  it("refuses a live face check whose face was not the registry photo's (isOk false): identity not confirmed", async () => {
    const { deps, jwt } = await setUp(true, false);
    expect(await verifyLivenessToken(deps, jwt, PERSON)).toEqual({ ok: false, reason: 'face_mismatch' });
  });

  it('refuses a check that saw a picture, a screen or a recording (livenessWasSuccessful false), before the face match', async () => {
    const { deps, jwt } = await setUp(true, false, false);
    expect(await verifyLivenessToken(deps, jwt, PERSON)).toEqual({ ok: false, reason: 'not_live' });
  });

  it('refuses garbage and tokens of another server', async () => {
    const { deps } = await setUp();
    const other = await setUp();
    expect(await verifyLivenessToken(deps, 'garbage', PERSON)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyLivenessToken(deps, other.jwt, PERSON)).toEqual({ ok: false, reason: 'invalid' });
  });
});
