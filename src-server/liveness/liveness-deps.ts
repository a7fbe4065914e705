import type { FaceAnalyzer } from './analyzer/face-analyzer.ts';
import type { FaceReferences } from './identity/face-references.ts';
import type { LivenessLimits } from './liveness-limits.ts';
import type { NonceStore } from './nonce-store.ts';
import type { LivenessTokenSigner } from './token-signer.ts';

/** The face-liveness service's parts (routes/liveness/register-liveness.ts serves them). */
export interface LivenessDeps {
  /** createWorkerAnalyzer() in the server (warm before listening); close it on shutdown. */
  analyzer: FaceAnalyzer;
  /** createMemoryNonceStore(), or a database-backed NonceStore. */
  nonces: NonceStore;
  /** createLivenessTokenSigner({ secret }); the auth route verifies with the same one (verifyLivenessToken). */
  signer: LivenessTokenSigner;
  /** createFaceReferences() over the civil registry's photos: whose face the attempt's pin is. */
  references: FaceReferences;
  limits?: Partial<LivenessLimits>;
}
