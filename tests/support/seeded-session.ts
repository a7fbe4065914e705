import type { Browser, Page } from '@playwright/test';
import type { Db } from '../../src-server/db/database.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import { ensureAccount, setTermsAccepted } from '../../src-server/repositories/accounts.ts';
import { loadUser } from '../../src-server/repositories/user-profile.ts';
import { openSession } from '../../src-server/sessions/session-records.ts';
import { DEFAULT_SESSION_POLICY } from '../../src-server/sessions/session-policy.ts';
import { openE2eDb } from './e2e-db.ts';

/**
 * Signs `person` of the seeded world in on `page`: the account made as a first login would make
 * it, with the terms accepted, and a session whose token and user (roles included: a notary sees
 * her queue) the portal finds where the login keeps them.
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
  const user = await loadUser(db, account.id, 'oz', toIsoDate(todayInTashkent(now)));
  // Only a page without a token gets this one, so a reload keeps the newest the session rotated to.
  await page.addInitScript(
    (stored) => {
      if (localStorage.getItem('enotary.token') !== null) return;
      localStorage.setItem('enotary.token', JSON.stringify(stored.token));
      localStorage.setItem('enotary.user', JSON.stringify(stored.user));
    },
    { token, user: user ?? null },
  );
}

/**
 * Signs `person` in on `page` as a login would leave them (their registry phone included): for
 * tests whose subject comes after the login. The face check itself is tested where it is the
 * subject (login*.camera.spec.ts, the kiosk and idle-wipe specs, the video call's own checks).
 */
export async function signInAs(page: Page, person: { pin: string }, mode: 'browser' | 'kiosk' = 'browser'): Promise<void> {
  const db = await openE2eDb();
  try {
    // The login makes the account from the civil registry's record, phone included (routes/auth.ts).
    const record = await db.selectFrom('persons').select('phone').where('pin', '=', person.pin).executeTakeFirst();
    await signInSeededPerson(page, db, { pin: person.pin, phone: record?.phone ?? null }, mode);
  } finally {
    await db.destroy();
  }
}

/** A page in a fresh context of the test's browser (no camera), `person` signed in (`signInAs`). */
export async function seededPersonPage(
  browser: Browser,
  baseURL: string | undefined,
  person: { pin: string },
  mode: 'browser' | 'kiosk' = 'browser',
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, person, mode);
  return page;
}

/**
 * Signs `person` in on a kiosk page already at its login: a terminal wipes any session it finds
 * when it starts (docs/decisions/0022-kiosk-idle-wipe.md), so the session is handed to the running
 * page the way another tab's login would reach it (a `storage` event), not before the load. For
 * tests whose subject comes after the kiosk login (the kiosk login is tested in
 * login-kiosk.camera.spec.ts and the idle-wipe specs).
 */
export async function signInAtTerminal(page: Page, person: { pin: string }): Promise<void> {
  const db = await openE2eDb();
  try {
    const now = new Date();
    const record = await db.selectFrom('persons').select('phone').where('pin', '=', person.pin).executeTakeFirst();
    const account = await ensureAccount(db, { pin: person.pin, phone: record?.phone ?? null, email: null }, now);
    await setTermsAccepted(db, account.id, true, now);
    const token = await openSession(
      db,
      { userId: account.id, clientMode: 'kiosk', lifetime: DEFAULT_SESSION_POLICY.kiosk, audit: { ip: null, userAgent: 'e2e' } },
      now,
    );
    const user = await loadUser(db, account.id, 'oz', toIsoDate(todayInTashkent(now)));
    await page.evaluate(
      (stored) => {
        for (const [key, value] of [
          ['enotary.user', JSON.stringify(stored.user)],
          ['enotary.token', JSON.stringify(stored.token)],
        ] as const) {
          localStorage.setItem(key, value);
          window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
        }
      },
      { token, user: user ?? null },
    );
  } finally {
    await db.destroy();
  }
}
