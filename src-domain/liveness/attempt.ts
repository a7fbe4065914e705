import * as v from 'valibot';
import { AuthIdentitySchema } from '../identity/auth-identity.ts';

/**
 * POST /api/liveness/attempt: before the face dialog opens, the client names the person
 * logging in and gets a one-time nonce for this attempt; the liveness token carries it, so a
 * token cannot serve another person's login or a second login.
 */
export const LivenessAttemptRequestSchema = AuthIdentitySchema;
export type LivenessAttemptRequest = v.InferOutput<typeof LivenessAttemptRequestSchema>;

export const LivenessAttemptResponseSchema = v.object({
  nonce: v.string(),
  /** Milliseconds the nonce stays valid (5 minutes). */
  expiresInMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type LivenessAttemptResponse = v.InferOutput<typeof LivenessAttemptResponseSchema>;
