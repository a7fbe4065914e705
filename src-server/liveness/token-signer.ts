import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { LIVENESS_TOKEN_TTL_MS } from '../../src-domain/liveness/liveness-limits.ts';
import { LIVENESS_TOKEN_AUDIENCE, LIVENESS_TOKEN_ISSUER, LivenessClaimsSchema, type LivenessClaims } from '../../src-domain/liveness/liveness-token.ts';

export type LivenessTokenProblem = 'invalid' | 'expired' | 'wrong_nonce' | 'already_used';

export class LivenessTokenError extends Error {
  override name = 'LivenessTokenError';
  readonly problem: LivenessTokenProblem;
  constructor(problem: LivenessTokenProblem) {
    super(`liveness token ${problem.replace('_', ' ')}`);
    this.problem = problem;
  }
}

/** Signs face-check tokens and verifies them exactly once. */
export interface LivenessTokenSigner {
  sign(claims: LivenessClaims): Promise<string>;
  /** Checks signature, issuer/audience, expiry, that the nonce is `expectedNonce`, and that the token was never verified before. */
  verify(jwt: string, expectedNonce: string): Promise<LivenessClaims>;
}

export interface LivenessTokenSignerOptions {
  /** HS256 key, at least 32 bytes; a random per-process key when absent (tokens then die with the process, fine for 3-minute tokens). */
  secret?: string | Uint8Array;
  ttlMs?: number;
  now?: () => number;
}

const ALGORITHM = 'HS256';

function keyFrom(secret: string | Uint8Array | undefined): Uint8Array {
  if (secret === undefined) return randomBytes(32);
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (key.byteLength < 32) throw new Error('liveness token secret must be at least 32 bytes');
  return key;
}

export function createLivenessTokenSigner(options: LivenessTokenSignerOptions = {}): LivenessTokenSigner {
  const key = keyFrom(options.secret);
  const ttlSeconds = Math.round((options.ttlMs ?? LIVENESS_TOKEN_TTL_MS) / 1000);
  const now = options.now ?? Date.now;
  /** jti → expiry (epoch seconds) of tokens already verified. */
  const used = new Map<string, number>();

  return {
    async sign(claims) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM })
        .setIssuer(LIVENESS_TOKEN_ISSUER)
        .setAudience(LIVENESS_TOKEN_AUDIENCE)
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },
    async verify(jwt, expectedNonce) {
      let payload;
      try {
        ({ payload } = await jwtVerify(jwt, key, {
          algorithms: [ALGORITHM],
          issuer: LIVENESS_TOKEN_ISSUER,
          audience: LIVENESS_TOKEN_AUDIENCE,
          currentDate: new Date(now()),
          requiredClaims: ['jti', 'exp', 'iat'],
        }));
      } catch (error) {
        throw new LivenessTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
      }
      const claims = v.safeParse(LivenessClaimsSchema, payload);
      if (!claims.success || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') throw new LivenessTokenError('invalid');
      if (claims.output.nonce !== expectedNonce) throw new LivenessTokenError('wrong_nonce');
      const seconds = now() / 1000;
      for (const [jti, expiry] of used) if (expiry < seconds) used.delete(jti);
      if (used.has(payload.jti)) throw new LivenessTokenError('already_used');
      used.set(payload.jti, payload.exp);
      return claims.output;
    },
  };
}
