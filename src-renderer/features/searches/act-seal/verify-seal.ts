import * as v from 'valibot';
import { ACT_SEAL_ALGORITHM, ACT_SEAL_TYPE, type ActSealPayload, ActSealPayloadSchema } from '../../../../src-domain/searches/act-seal.ts';
import type { SealKeySet } from './seal-keys.ts';

export type SealVerdict =
  | { readonly ok: true; readonly payload: ActSealPayload; readonly kid: string }
  /** Not signed by a published key, or changed after signing. */
  | { readonly ok: false; readonly reason: 'forged' }
  /** Signed with a key this browser does not know yet (newer than its copy of the key set). */
  | { readonly ok: false; readonly reason: 'unknown_key' };

function headerOf(seal: string): { kid?: unknown; typ?: unknown; alg?: unknown } {
  try {
    const [header = ''] = seal.split('.');
    return JSON.parse(atob(header.replace(/-/g, '+').replace(/_/g, '/'))) as { kid?: unknown; typ?: unknown; alg?: unknown };
  } catch {
    return {};
  }
}

/**
 * Verifies an act's seal in the browser, with no server (docs/signatures.md "Offline check"):
 * the JWS signature with the published key its `kid` names (WebCrypto, through jose, loaded
 * only here), then the payload's shape. Only ES256 seals of our type count.
 */
export async function verifySeal(seal: string, keySet: SealKeySet): Promise<SealVerdict> {
  const header = headerOf(seal);
  if (header.alg !== ACT_SEAL_ALGORITHM || header.typ !== ACT_SEAL_TYPE) return { ok: false, reason: 'forged' };
  if (typeof header.kid !== 'string' || !keySet.keys.some((key) => key.kid === header.kid)) return { ok: false, reason: 'unknown_key' };
  const { compactVerify, createLocalJWKSet } = await import('jose');
  try {
    const { payload } = await compactVerify(seal, createLocalJWKSet(keySet), { algorithms: [ACT_SEAL_ALGORITHM] });
    const parsed = v.safeParse(ActSealPayloadSchema, JSON.parse(new TextDecoder().decode(payload)));
    return parsed.success ? { ok: true, payload: parsed.output, kid: header.kid } : { ok: false, reason: 'forged' };
  } catch {
    return { ok: false, reason: 'forged' };
  }
}
