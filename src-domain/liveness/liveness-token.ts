import * as v from 'valibot';

/**
 * Claims of the face-check token (spec §3 "Face-check result token"): the server signs it
 * when the challenge passes; POST /api/auth verifies it (signature, 3-minute lifetime, the
 * attempt's nonce, single use). `bestshot` is a small JPEG of the face as a data URL.
 */
export const LivenessClaimsSchema = v.object({
  isOk: v.boolean(),
  livenessWasSuccessful: v.boolean(),
  bestshot: v.pipe(v.string(), v.startsWith('data:image/jpeg;base64,')),
  nonce: v.string(),
});
export type LivenessClaims = v.InferOutput<typeof LivenessClaimsSchema>;

export const LIVENESS_TOKEN_ISSUER = 'enotary-liveness';
export const LIVENESS_TOKEN_AUDIENCE = 'enotary-auth';
