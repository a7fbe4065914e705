import type { Request } from 'autocannon';
import { TOKEN_HEADER } from '../src-domain/http/api-error-codes.ts';
import type { Db } from '../src-server/db/database.ts';
import { openSession } from '../src-server/sessions/session-records.ts';
import { DEFAULT_SESSION_POLICY } from '../src-server/sessions/session-policy.ts';

/** `count` browser sessions of the person `pin`, as a sign-in opens them: their first tokens. */
export async function browserSessions(db: Db, pin: string, count: number): Promise<string[]> {
  const user = await db.selectFrom('users').select('id').where('pin', '=', pin).executeTakeFirstOrThrow();
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1)
    tokens.push(
      await openSession(
        db,
        { userId: user.id, clientMode: 'browser', lifetime: DEFAULT_SESSION_POLICY.browser, audit: { ip: null, userAgent: 'load' } },
        new Date(),
      ),
    );
  return tokens;
}

/**
 * Signed-in load for autocannon as browsers make it (spec §7: every 200 answer carries the
 * session's next token, and the one before it is honoured only for a short grace). autocannon
 * forgets a connection's context each time its list of requests starts over, so the tokens live
 * here: a request takes a token that no other request holds, and its answer gives back the
 * successor (or the same token when the answer carried none). Each token is one session, so
 * `sessions` at least the connections.
 */
export async function signedInBrowsers(db: Db, pin: string, sessions: number): Promise<(request: Request) => Request> {
  const free = await browserSessions(db, pin, sessions);
  let newest = free[0] ?? '';
  return (request) => ({
    ...request,
    setupRequest: (req, context) => {
      // A request built again before it was sent keeps the token it took.
      if (typeof context.token !== 'string') {
        // A request that never got an answer (a connection error) did not give its token back;
        // past the spare sessions, the newest token held is shared (its session may then end:
        // those requests count as failed, as the connection error already did).
        context.token = free.shift() ?? newest;
      }
      return { ...req, headers: { ...req.headers, authorization: `Bearer ${String(context.token)}`, 'content-type': 'application/json' } };
    },
    onResponse: (status, body, context, headers) => {
      const rotated = headers[TOKEN_HEADER];
      const next = typeof rotated === 'string' ? rotated : String(context.token);
      if (typeof rotated === 'string') newest = rotated;
      free.push(next);
      delete context.token;
      request.onResponse?.(status, body, context, headers);
    },
  });
}
