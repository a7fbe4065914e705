import type { FastifyInstance } from 'fastify';
import { createLazyFaceAnalyzer } from '../auth/lazy-face-analyzer.ts';
import type { Db } from '../db/database.ts';
import { createFaceReferences } from '../liveness/identity/face-references.ts';
import type { LivenessDeps } from '../liveness/liveness-deps.ts';
import { createNonceStore } from '../liveness/nonce-store.ts';
import { createLivenessTokenSigner } from '../liveness/token-signer.ts';
import type { CivilRegistry } from '../registries/civil-registry.ts';

/**
 * The face-liveness service's parts. Missing ones are made here, once per app: nonces in `db`,
 * a signer keyed by `secret` (random per process when absent), an analyzer started at the
 * first frame and closed with the app, the registry photos' descriptors over the civil
 * registry. A test passes its own to sign a passed attempt.
 */
export function createLiveness(
  app: FastifyInstance,
  given: Partial<LivenessDeps> & { secret?: string },
  parts: { db: Db; civil: CivilRegistry; clock: () => number },
): LivenessDeps {
  let analyzer = given.analyzer;
  if (!analyzer) {
    const owned = createLazyFaceAnalyzer();
    app.addHook('onClose', () => owned.close());
    analyzer = owned;
  }
  return {
    analyzer,
    nonces: given.nonces ?? createNonceStore({ db: parts.db, now: parts.clock }),
    signer: given.signer ?? createLivenessTokenSigner({ secret: given.secret, now: parts.clock }),
    references: given.references ?? createFaceReferences({ photoOf: (pin) => parts.civil.registryPhoto(pin), analyzer }),
    limits: given.limits,
  };
}
