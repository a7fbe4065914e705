import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AccountChange } from '../../src-domain/admin/user-admin-rules.ts';
import {
  ADMIN_USER_PATH,
  ADMIN_USER_ROLES_PATH,
  ADMIN_USER_SESSIONS_END_PATH,
  ADMIN_USER_STATE_PATH,
  ADMIN_USERS_PATH,
  AdminRoleChangeBodySchema,
  AdminSessionsEndBodySchema,
  AdminStateChangeBodySchema,
  AdminUsersQuerySchema,
} from '../../src-domain/http/routes/admin-users.ts';
import { IdParamsSchema } from '../../src-domain/http/routes/query-values.ts';
import { changeAccount, endAccountSessions } from '../admin/account-changes.ts';
import { loadAdminUser } from '../admin/admin-user-details.ts';
import { listAdminUsers } from '../admin/admin-user-list.ts';
import type { Db } from '../db/database.ts';
import { parseInput } from '../http/parse-input.ts';
import { perUserKey } from '../plugins/per-user-rate-limit.ts';
import { requestLocale } from '../http/request-locale.ts';
import { signedIn } from './request-user.ts';

export interface AdminRouteDeps {
  db: Db;
  now: () => Date;
}

/** Reads per administrator and minute (searching, paging, opening users). */
const READ_LIMIT = { max: 120, timeWindow: 60_000, keyGenerator: perUserKey };
/** Changes per administrator and minute: a person changes a few accounts, a script many. */
const CHANGE_LIMIT = { max: 30, timeWindow: 60_000, keyGenerator: perUserKey };
const ADMIN = { role: 'admin' } as const;

/** An administrator who ended their own sessions gets no new token with the answer. */
function endedOwnSession(request: FastifyRequest, userId: number): void {
  const { user, session } = signedIn(request);
  if (user.id === userId) session.ended = true;
}

/**
 * Administration of accounts (spec §2 `admin/users`, `admin/users/{id}`; §6 administrator): the
 * administrator role is checked by the access hook before anything is read (403 `forbidden`
 * otherwise); every change carries a reason and lands in the account's audit trail.
 */
export function adminUserRoutes(deps: AdminRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(ADMIN_USERS_PATH, { config: { access: ADMIN, rateLimit: READ_LIMIT } }, async (request) => {
      return listAdminUsers(deps.db, parseInput(AdminUsersQuerySchema, request.query, 'query'));
    });

    app.get(ADMIN_USER_PATH, { config: { access: ADMIN, rateLimit: READ_LIMIT } }, async (request) => {
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      return loadAdminUser(deps.db, id, requestLocale(request), deps.now());
    });

    const change = async (request: FastifyRequest, id: number, accountChange: AccountChange, reason: string) => {
      const author = { actorUserId: signedIn(request).user.id, reason };
      const { sessionsEnded } = await changeAccount(deps.db, id, accountChange, author, deps.now());
      if (sessionsEnded > 0) endedOwnSession(request, id);
      return loadAdminUser(deps.db, id, requestLocale(request), deps.now());
    };

    app.post(ADMIN_USER_ROLES_PATH, { config: { access: ADMIN, rateLimit: CHANGE_LIMIT } }, async (request) => {
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const body = parseInput(AdminRoleChangeBodySchema, request.body ?? {}, 'body');
      return change(request, id, { kind: 'role', role: body.role, granted: body.granted }, body.reason);
    });

    app.post(ADMIN_USER_STATE_PATH, { config: { access: ADMIN, rateLimit: CHANGE_LIMIT } }, async (request) => {
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const body = parseInput(AdminStateChangeBodySchema, request.body ?? {}, 'body');
      return change(request, id, { kind: 'state', state: body.state }, body.reason);
    });

    app.post(ADMIN_USER_SESSIONS_END_PATH, { config: { access: ADMIN, rateLimit: CHANGE_LIMIT } }, async (request) => {
      const { id } = parseInput(IdParamsSchema, request.params, 'params');
      const body = parseInput(AdminSessionsEndBodySchema, request.body ?? {}, 'body');
      const ended = await endAccountSessions(deps.db, id, { actorUserId: signedIn(request).user.id, reason: body.reason }, deps.now());
      if (ended > 0) endedOwnSession(request, id);
      return loadAdminUser(deps.db, id, requestLocale(request), deps.now());
    });
  };
}
