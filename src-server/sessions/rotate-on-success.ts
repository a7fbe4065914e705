import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { TOKEN_HEADER } from '../../src-domain/http/error-codes.ts';
import type { RequestSession } from './request-auth.ts';
import type { SessionService } from './session-service.ts';

async function settle(sessions: SessionService, session: RequestSession, reply: FastifyReply): Promise<void> {
  // A token inside its grace window is served but never renewed again: its one successor was
  // already handed out, and a copy of the old token must not start a second chain.
  if (reply.statusCode !== 200 || session.superseded) return sessions.touch(session);
  reply.header(TOKEN_HEADER, await sessions.rotate(session));
}

/**
 * Spec §7: every 200 answer to an authenticated call carries a new token in `x-auth-token`,
 * which replaces the client's one. Only 200s: a failed call leaves the client's token as it
 * was, so nothing is rotated that the client would not store. Answers that carry a token are
 * never cached. The session's activity (idle rule) is recorded here, once the answer is known,
 * so a 200 costs one commit (rotation and activity together). An answer to a caller without a
 * session passes straight through. Each API route gets this hook from route-access.ts.
 */
export function tokenRotation(sessions: SessionService): onSendHookHandler {
  return (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: Error | null, payload?: unknown) => void) => {
    const session = request.authSession;
    if (!session) return done(null, payload);
    reply.header('cache-control', 'no-store');
    if (session.ended) return done(null, payload);
    settle(sessions, session, reply).then(
      () => done(null, payload),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
