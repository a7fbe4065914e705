import type { Page } from '@playwright/test';
import type { Db } from '../../src-server/db/database.ts';
import { ensureAccount, setTermsAccepted } from '../../src-server/repositories/accounts.ts';
import { openSession } from '../../src-server/sessions/session-records.ts';
import { DEFAULT_SESSION_POLICY } from '../../src-server/sessions/session-policy.ts';

/**
 * Signs `person` of the seeded world in on `page`: the account made as a first login would make
 * it, with the terms accepted, and a session whose token the portal finds where it keeps it.
 */
export async function signInSeededPerson(page: Page, db: Db, person: { pin: string; phone: string | null }, mode: 'browser' | 'kiosk'): Promise<void> {
  const now = new Date();
  const account = await ensureAccount(db, { pin: person.pin, phone: person.phone, email: null }, now);
  await setTermsAccepted(db, account.id, true, now);
  const token = await openSession(
    db,
    { userId: account.id, clientMode: mode, lifetime: DEFAULT_SESSION_POLICY[mode], audit: { ip: null, userAgent: 'e2e' } },
    now,
  );
  // Only a page without a token gets this one, so a reload keeps the newest the session rotated to.
  await page.addInitScript((stored) => {
    if (localStorage.getItem('enotary.token') === null) localStorage.setItem('enotary.token', JSON.stringify(stored));
  }, token);
}
