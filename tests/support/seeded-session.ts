import { expect, type Browser, type Page } from '@playwright/test';
import type { Db } from '../../src-server/db/database.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import { ensureAccount, setTermsAccepted } from '../../src-server/repositories/accounts.ts';
import { loadUser } from '../../src-server/repositories/user-profile.ts';
import { openSession } from '../../src-server/sessions/session-records.ts';
import { DEFAULT_SESSION_POLICY } from '../../src-server/sessions/session-policy.ts';
import { openE2eDb } from './e2e-db.ts';

/** What a login leaves in the portal's storage: the session's token and the user (roles included). */
export interface StoredSession {
  token: string;
  user: unknown;
}

/**
 * Opens a session for `person` of the seeded world: the account made as a first login would make
 * it, with the terms accepted, and a session whose token and user (roles included: a notary sees
 * her queue) the portal finds where the login keeps them.
 */
export async function openSeededSession(db: Db, person: { pin: string; phone: string | null }, mode: 'browser' | 'kiosk'): Promise<StoredSession> {
  const now = new Date();
  const account = await ensureAccount(db, { pin: person.pin, phone: person.phone, email: null }, now);
  await setTermsAccepted(db, account.id, true, now);
  const token = await openSession(
    db,
    { userId: account.id, clientMode: mode, lifetime: DEFAULT_SESSION_POLICY[mode], audit: { ip: null, userAgent: 'e2e' } },
    now,
  );
  const user = await loadUser(db, account.id, 'oz', toIsoDate(todayInTashkent(now)));
  return { token, user: user ?? null };
}

/** Signs `person` of the seeded world in on `page` (`openSeededSession`), before its first script runs. */
export async function signInSeededPerson(page: Page, db: Db, person: { pin: string; phone: string | null }, mode: 'browser' | 'kiosk'): Promise<void> {
  const stored = await openSeededSession(db, person, mode);
  // Only a page without a token gets this one, so a reload keeps the newest the session rotated to.
  await page.addInitScript((session) => {
    if (localStorage.getItem('enotary.token') !== null) return;
    localStorage.setItem('enotary.token', JSON.stringify(session.token));
    localStorage.setItem('enotary.user', JSON.stringify(session.user));
  }, stored);
}

/** The civil registry's phone of `pin`: the login makes the account from that record (src-server/routes/auth/auth.ts). */
async function registryPerson(db: Db, pin: string): Promise<{ pin: string; phone: string | null }> {
  const record = await db.selectFrom('persons').select('phone').where('pin', '=', pin).executeTakeFirst();
  return { pin, phone: record?.phone ?? null };
}

/**
 * Signs `person` in on `page` as a login would leave them (their registry phone included): for
 * tests whose subject comes after the login. The face check itself is tested where it is the
 * subject (login*.camera.spec.ts, the kiosk and idle-wipe specs, the video call's own checks).
 */
export async function signInAs(page: Page, person: { pin: string }, mode: 'browser' | 'kiosk' = 'browser'): Promise<void> {
  const db = await openE2eDb();
  try {
    await signInSeededPerson(page, db, await registryPerson(db, person.pin), mode);
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
 * Signs `person` in at a terminal (a page with the kiosk shell, tests/support/kiosk-shell.ts) as
 * the kiosk login leaves them, and opens the terminal's main page: for tests whose subject comes
 * after the login (the kiosk login with its face check is login.camera.spec.ts's and
 * login-kiosk.camera.spec.ts's). A terminal wipes any session it finds when it starts
 * (src-renderer/app/kiosk-wipe/start-clean.ts), so the session arrives once the terminal shows
 * its login, the way the portal learns of a login in another tab (the `storage` event,
 * src-renderer/state/persisted-atom.ts). A kiosk login would also show the notification list
 * (spec §4.6); a seeded session does not, so the main menu is free at once.
 */
export async function signInAtTerminal(page: Page, person: { pin: string }): Promise<void> {
  await page.goto('/kiosk/auth');
  await expect(page.locator('input[name="pin"]')).toBeVisible({ timeout: 30_000 });
  await enterTerminalAs(page, person);
}

/**
 * `signInAtTerminal` on a kiosk page already at its login (after a wipe, or a page whose clock
 * was installed first): the session handed over, the terminal's main page opened.
 */
export async function enterTerminalAs(page: Page, person: { pin: string }): Promise<void> {
  await handSessionAtKioskLogin(page, person);
  await goWithin(page, '/kiosk/main');
  await expect(page).toHaveURL(/\/kiosk\/main$/);
  await expect(page.getByRole('link', { name: 'Mening notarial harakatlarim' })).toBeVisible({ timeout: 30_000 });
}

/** Client-side navigation, as a link would do it (a load would be a terminal start, which wipes). */
export async function goWithin(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Signs `person` in on a kiosk page already at its login: a terminal wipes any session it finds
 * when it starts (docs/decisions/0022-kiosk-idle-wipe.md), so the session is handed to the running
 * page the way another tab's login would reach it (a `storage` event), not before the load. For
 * tests whose subject comes after the kiosk login (the kiosk login is tested in
 * login-kiosk.camera.spec.ts and the idle-wipe specs).
 */
export async function handSessionAtKioskLogin(page: Page, person: { pin: string }): Promise<void> {
  const db = await openE2eDb();
  let stored: StoredSession;
  try {
    stored = await openSeededSession(db, await registryPerson(db, person.pin), 'kiosk');
  } finally {
    await db.destroy();
  }
  await page.evaluate((session) => {
    for (const [key, value] of [
      ['enotary.user', session.user],
      ['enotary.token', session.token],
    ] as const) {
      const newValue = JSON.stringify(value);
      localStorage.setItem(key, newValue);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
    }
  }, stored);
}
