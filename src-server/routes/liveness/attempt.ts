import type { FastifyInstance } from 'fastify';
import { LivenessAttemptRequestSchema, type LivenessAttemptResponse } from '../../../src-domain/liveness/attempt.ts';
import { LIVENESS_ATTEMPT_PATH } from '../../../src-domain/liveness/protocol.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { NonceStore } from '../../liveness/nonce-store.ts';

/**
 * POST /api/liveness/attempt {pin, passserial, passnum} → {nonce, expiresInMs}: one nonce per
 * login attempt. A bad identity is a 400 `validation_failed` through the app's error handler.
 */
export function registerAttemptRoute(app: FastifyInstance, nonces: NonceStore): void {
  app.post(LIVENESS_ATTEMPT_PATH, async (request) => {
    const identity = parseInput(LivenessAttemptRequestSchema, request.body, 'body');
    const attempt = await nonces.issue(identity);
    const response: LivenessAttemptResponse = { nonce: attempt.nonce, expiresInMs: Math.max(0, attempt.expiresAt - Date.now()) };
    return response;
  });
}
