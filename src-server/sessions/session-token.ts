import { createHash, randomBytes } from 'node:crypto';

/** 256 bits from the CSPRNG as base64url: 43 characters. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * What the database keeps instead of the token. A plain SHA-256 is enough: the token has 256
 * bits of entropy, so there is nothing to brute-force and no need for a slow hash or a salt.
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  return token !== undefined && TOKEN_SHAPE.test(token) ? token : null;
}
