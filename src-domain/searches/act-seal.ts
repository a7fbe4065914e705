import * as v from 'valibot';
import { ACT_TYPE_IDS } from '../acts/act-types.ts';
import { PUBLIC_ACT_STATES } from './public-act-state.ts';

/**
 * The seal a registered act's QR code carries besides its check link (docs/signatures.md
 * "Offline check"; docs/decisions/0036-offline-act-check.md): a JWS compact serialization (ES256,
 * `kid` naming the portal key) over a small JSON of what the paper says. Anyone can verify it
 * with the portal's published key set, without reaching the server; the live state still comes
 * from the server when online. Short field names keep the QR code small.
 */
export const ACT_SEAL_VERSION = 1;
export const ACT_SEAL_ALGORITHM = 'ES256';
/** JOSE `typ` of the seal, so a token of another kind signed with the same key is refused. */
export const ACT_SEAL_TYPE = 'act-seal+jws';
/** The URL fragment holding the seal: never sent to the server, so it is not in any log. */
export const ACT_SEAL_FRAGMENT = 'seal';
/** The published key set (JWKS, RFC 7517), public and cacheable. */
export const ACT_SEAL_KEYS_PATH = '/api/act-seal/keys';

export const ActSealPayloadSchema = v.object({
  v: v.literal(ACT_SEAL_VERSION),
  /** Registry number. */
  n: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  /** Registry date, YYYY-MM-DD. */
  d: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Act type id (spec §4). */
  t: v.picklist(ACT_TYPE_IDS),
  /** The parties' initials, "Karimov A. A.". */
  p: v.array(v.pipe(v.string(), v.maxLength(80))),
  /** The notarial office's name in the act's language. */
  o: v.pipe(v.string(), v.maxLength(200)),
  /** The act's public state when printed. */
  s: v.picklist(PUBLIC_ACT_STATES),
  /** When printed: ISO 8601 to the second, UTC. */
  at: v.pipe(v.string(), v.isoTimestamp()),
  /** 1: the act was signed with digital signatures (registered by video). */
  e: v.optional(v.picklist([0, 1]), 0),
});
export type ActSealPayload = v.InferOutput<typeof ActSealPayloadSchema>;

/** The check link with the seal in its fragment. */
export function sealedCheckLink(checkLink: string, jws: string): string {
  return `${checkLink}#${ACT_SEAL_FRAGMENT}=${jws}`;
}

/** The seal from a link's fragment (`#seal=…`) or a bare JWS; null when there is none. */
export function sealFromText(text: string): string | null {
  const trimmed = text.trim();
  const hash = trimmed.indexOf('#');
  const fragment = hash >= 0 ? trimmed.slice(hash + 1) : trimmed;
  // No URLSearchParams here (the domain has no DOM or Node globals): the fragment's own `seal=`.
  const prefix = `${ACT_SEAL_FRAGMENT}=`;
  const param = fragment.split('&').find((part) => part.startsWith(prefix));
  const candidate = param === undefined ? fragment : param.slice(prefix.length);
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(candidate) ? candidate : null;
}
