import { DEFAULT_SESSION_POLICY } from '../sessions/session-policy.ts';
import { openSession } from '../sessions/session-records.ts';
import type { LoginTestApp } from '../auth/login.test-support.ts';

/**
 * A session of a seeded notary who is not the demo notary (id 1), opened as a login would leave it:
 * for tests of what one notary may do to another's acts. Many seeded notaries have no registry
 * photo, so no face login; the session stands in for one.
 */
export async function otherNotarySession(t: LoginTestApp): Promise<{ token: string; notaryId: number }> {
  const user = await t.db
    .selectFrom('users')
    .select(['id', 'notary_id'])
    .where('notary_id', 'is not', null)
    .where('notary_id', '!=', 1)
    .orderBy('notary_id')
    .executeTakeFirstOrThrow();
  const token = await openSession(
    t.db,
    { userId: user.id, clientMode: 'browser', lifetime: DEFAULT_SESSION_POLICY.browser, audit: { ip: null, userAgent: 'test' } },
    t.clock.now(),
  );
  return { token, notaryId: user.notary_id ?? 0 };
}
