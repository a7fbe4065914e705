import type { FastifyInstance } from 'fastify';
import { TOKEN_HEADER } from '../../src-domain/http/error-codes.ts';
import type { SessionService } from './session-service.ts';

/**
 * Spec §7: every 200 answer to an authenticated call carries a new token in `x-auth-token`,
 * which replaces the client's one. Only 200s: a failed call leaves the client's token as it
 * was, so nothing is rotated that the client would not store. Answers that carry a token are
 * never cached. The session's activity (idle rule) is recorded here, once the answer is known,
 * so a 200 costs one commit (rotation and activity together).
 */
export function registerTokenRotation(app: FastifyInstance, sessions: SessionService): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const session = request.authSession;
    if (!session) return payload;
    reply.header('cache-control', 'no-store');
    if (session.ended) return payload;
    // A token inside its grace window is served but never renewed again: its one successor was
    // already handed out, and a copy of the old token must not start a second chain.
    if (reply.statusCode !== 200 || session.superseded) {
      await sessions.touch(session);
      return payload;
    }
    reply.header(TOKEN_HEADER, await sessions.rotate(session));
    return payload;
  });
}
