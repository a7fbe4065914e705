import { CLIENT_MODE_HEADER } from '../../src-domain/auth/auth-routes.ts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { findLiveSession, type LiveSession } from './find-session.ts';
import { activityNeedsRecord } from './session-activity.ts';
import type { RequestSession, RequestUser } from './request-auth.ts';
import { type SessionAudit, openSession, pruneSessionTokens, revokeSession, revokeUserSessions, rotateSessionToken, touchSession } from './session-records.ts';
import { clientModeOf, type SessionPolicy } from './session-policy.ts';
import { bearerToken, hashSessionToken } from './session-token.ts';

export interface SessionServiceOptions {
  db: Db;
  policy: SessionPolicy;
  now: () => Date;
}

/** Sessions as routes and hooks use them; the rules live in the files it delegates to. */
export interface SessionService {
  readonly policy: SessionPolicy;
  /** Opens a session after a successful login; the mode comes from `X-Client-Mode`. Returns the first token. */
  open(request: FastifyRequest, userId: number): Promise<string>;
  /** Sets `request.user` and `request.authSession` from the bearer token, or throws 403 `Access Denied` (spec §4). */
  authenticate(request: FastifyRequest): Promise<void>;
  /**
   * The user and session of a token presented outside an HTTP header (the first frame of the
   * video room's websocket, docs/architecture.md Video acts); null when it opens no live session.
   */
  fromToken(token: string): Promise<{ user: RequestUser; session: RequestSession } | null>;
  /** As `authenticate` when the request carries a live token; otherwise leaves the request anonymous. */
  authenticateIfPresent(request: FastifyRequest): Promise<void>;
  /** A new token replacing the request's one (spec §7); records the session's activity too (unless recent: session-activity.ts). */
  rotate(session: RequestSession): Promise<string>;
  /** Records the session's activity for an answer that carries no new token (unless recent: session-activity.ts). */
  touch(session: RequestSession): Promise<void>;
  revoke(session: RequestSession, reason: string): Promise<void>;
  /** Ends every open session of the request's user, this one included ("log out everywhere"). */
  revokeAll(session: RequestSession, userId: number, reason: string): Promise<void>;
}

function auditOf(request: FastifyRequest): SessionAudit {
  const agent = request.headers['user-agent'];
  return { ip: request.ip || null, userAgent: typeof agent === 'string' ? agent : null };
}

/** Who a live session's token speaks for: the same for a request and for a room's websocket. */
function identityOf(session: LiveSession): { user: RequestUser; session: RequestSession } {
  return {
    user: { id: session.userId, pin: session.pin, roles: session.roles },
    session: {
      id: session.sessionId,
      tokenHash: session.tokenHash,
      clientMode: session.clientMode,
      lastSeenAt: session.lastSeenAt,
      ended: false,
      superseded: session.superseded,
    },
  };
}

export function createSessionService(options: SessionServiceOptions): SessionService {
  const { db, policy, now } = options;

  /** Sets the request's user and session from a live bearer token; false when there is none. */
  async function resolve(request: FastifyRequest): Promise<boolean> {
    const token = bearerToken(request.headers.authorization);
    if (token === null) return false;
    const time = now();
    const session = await findLiveSession(db, hashSessionToken(token), policy.rotationGraceMs, time);
    if (!session) return false;
    // Activity is recorded when the answer is sent (`settle`), with the token rotation.
    const identity = identityOf(session);
    request.user = identity.user;
    request.authSession = identity.session;
    return true;
  }

  return {
    policy,
    async open(request, userId) {
      const clientMode = clientModeOf(request.headers[CLIENT_MODE_HEADER]);
      const time = now();
      await pruneSessionTokens(db, policy.rotationGraceMs, time);
      return openSession(db, { userId, clientMode, lifetime: policy[clientMode], audit: auditOf(request) }, time);
    },
    async authenticate(request) {
      if (!(await resolve(request))) throw new ApiError('access_denied');
    },
    async fromToken(token) {
      const session = await findLiveSession(db, hashSessionToken(token), policy.rotationGraceMs, now());
      return session ? identityOf(session) : null;
    },
    async authenticateIfPresent(request) {
      await resolve(request);
    },
    rotate(session) {
      const time = now();
      return rotateSessionToken(db, session.id, session.tokenHash, policy.rotationGraceMs, time, {
        recordActivity: activityNeedsRecord(session.lastSeenAt, time),
      });
    },
    async touch(session) {
      const time = now();
      if (activityNeedsRecord(session.lastSeenAt, time)) await touchSession(db, session.id, time);
    },
    async revoke(session, reason) {
      session.ended = true;
      await revokeSession(db, session.id, reason, now());
    },
    async revokeAll(session, userId, reason) {
      session.ended = true;
      await db.transaction().execute((trx) => revokeUserSessions(trx, userId, reason, now()));
    },
  };
}
