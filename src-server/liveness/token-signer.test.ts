import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LIVENESS_TOKEN_TTL_MS } from '../../src-domain/liveness/liveness-limits.ts';
import { createLivenessTokenSigner, LivenessTokenError } from './token-signer.ts';

const CLAIMS = { isOk: true, livenessWasSuccessful: true, bestshot: 'data:image/jpeg;base64,/9j/AA==', nonce: 'n'.repeat(43) };

async function problem(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'none';
  } catch (error) {
    return error instanceof LivenessTokenError ? error.problem : String(error);
  }
}

describe('LivenessTokenSigner (spec §3 face-check result token)', () => {
  it('signs HS256 claims that verify once for the same nonce', async () => {
    const signer = createLivenessTokenSigner();
    const jwt = await signer.sign(CLAIMS);
    expect(JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString())).toEqual({ alg: 'HS256' });
    expect(await signer.verify(jwt, CLAIMS.nonce)).toEqual(CLAIMS);
    expect(await problem(signer.verify(jwt, CLAIMS.nonce))).toBe('already_used');
  });

  it('refuses a token for another attempt', async () => {
    const signer = createLivenessTokenSigner();
    expect(await problem(signer.verify(await signer.sign(CLAIMS), 'other-nonce'))).toBe('wrong_nonce');
  });

  it('expires after 3 minutes', async () => {
    let now = Date.UTC(2026, 10, 22, 10, 0, 0);
    const signer = createLivenessTokenSigner({ now: () => now });
    const jwt = await signer.sign(CLAIMS);
    now += LIVENESS_TOKEN_TTL_MS - 1000;
    const fresh = await signer.sign(CLAIMS);
    expect(await problem(signer.verify(fresh, CLAIMS.nonce))).toBe('none');
    now += 2000;
    expect(await problem(signer.verify(jwt, CLAIMS.nonce))).toBe('expired');
  });

  it('refuses tokens signed with another key, tampered or malformed', async () => {
    const signer = createLivenessTokenSigner({ secret: 'a'.repeat(32) });
    const forger = createLivenessTokenSigner({ secret: 'b'.repeat(32) });
    const jwt = await signer.sign(CLAIMS);
    const [header, , signature] = jwt.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...CLAIMS, nonce: 'x' })).toString('base64url')}.${signature}`;
    expect(await problem(signer.verify(await forger.sign(CLAIMS), CLAIMS.nonce))).toBe('invalid');
    expect(await problem(signer.verify(tampered, 'x'))).toBe('invalid');
    expect(await problem(signer.verify('not.a.jwt', CLAIMS.nonce))).toBe('invalid');
  });

  it('refuses a correctly signed token without the face-check claims', async () => {
    const key = new TextEncoder().encode('k'.repeat(32));
    const signer = createLivenessTokenSigner({ secret: key });
    const bare = await new SignJWT({ nonce: CLAIMS.nonce })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('enotary-liveness')
      .setAudience('enotary-auth')
      .setJti('j')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(key);
    expect(await problem(signer.verify(bare, CLAIMS.nonce))).toBe('invalid');
  });

  it('needs a secret of at least 32 bytes', () => {
    expect(() => createLivenessTokenSigner({ secret: 'short' })).toThrow(/32 bytes/);
  });
});
